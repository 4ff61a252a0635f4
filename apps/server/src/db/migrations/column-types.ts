import type { ColumnDataType, Expression } from 'kysely';
import type { Engine } from './types';

type DataType = ColumnDataType | Expression<unknown>;

/** The column types that differ between the engines, so one migration text serves both. */
export interface ColumnTypes {
  /** An auto-incrementing integer primary key. */
  readonly serial: DataType;
  /** Whether the serial column also needs `.autoIncrement()` (SQLite) or is one by its type (PostgreSQL). */
  readonly autoIncrement: boolean;
  /** Milliseconds since the epoch: SQLite integers are 64-bit already, PostgreSQL's `integer` is not. */
  readonly time: DataType;
  /** A price: SQLite's `real` is a double, PostgreSQL's is a single. */
  readonly double: DataType;
}

/** The column types of an engine. */
export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'postgres'
    ? { serial: 'serial', autoIncrement: false, time: 'bigint', double: 'double precision' }
    : { serial: 'integer', autoIncrement: true, time: 'integer', double: 'real' };
}
