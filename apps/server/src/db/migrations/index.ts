import { membersAndContentMigration } from './members-and-content';
import { marketBarsMigration } from './market-bars';
import { sessionsAndLimitsMigration } from './sessions-and-limits';
import type { NamedMigration } from './types';

export type { Engine, NamedMigration } from './types';

/** Every schema change in the order it is applied; a new migration is appended, never inserted. */
export const MIGRATIONS: readonly NamedMigration[] = [
  membersAndContentMigration,
  marketBarsMigration,
  sessionsAndLimitsMigration,
];
