import { parseChartXml } from '@chartbench/core';
import { CommandError } from '../json-api/command-error';
import type { Repositories } from '../storage/repositories';
import { BUILTIN_STYLES, builtinStyleXml } from './builtin-styles';

/** A parsed style cache id. */
export interface StyleIdParts {
  readonly kind: 't' | 'p';
  readonly id: number;
}

/** Reads a style id: p or t, digits, optional c; `0` means p0 (spec 1 §5.5). */
export function parseStyleId(value: string): StyleIdParts | undefined {
  const text = value.trim();
  if (text === '0') return { kind: 'p', id: 0 };
  const match = /^([pt])(\d{1,15})c?$/.exec(text);
  if (!match) return undefined;
  return { kind: match[1] as 't' | 'p', id: Number(match[2]) };
}

/** The style cache: chart XML under temporary and permanent ids. */
export interface StyleCache {
  /** The XML of an id (chart rendering asks for it per image; recent ids answer from memory). */
  xml(id: string): Promise<string | undefined>;
  /** Stores XML after checking it with core's strict parser; returns the new id. */
  create(kind: 't' | 'p', xml: string, chartCode: number | null): Promise<string>;
  /** The permanent id holding the same XML as a temporary id (a permanent id is returned as it is). */
  makePermanent(id: string, chartCode: number | null): Promise<string>;
}

const CACHE_LIMIT = 1000;

/**
 * Creates the style cache over the repositories: every entry lives in the database, so an id created through
 * one server process is read through any other.
 */
export async function createStyleCache(repositories: Repositories, now: () => Date): Promise<StyleCache> {
  for (const style of BUILTIN_STYLES)
    await repositories.styleCache.putBuiltin(style.id, builtinStyleXml(style), now().getTime());
  // Entries never change once written (ids are never reused), so a per-process memo of recent ids is always
  // correct; only found entries are kept, so an id another process creates later is read from the database.
  const memo = new Map<string, string>();
  // A temporary style asked for again with the same XML (every visitor's default chart) gets the id it got
  // before: no database write (each one waits for its commit to reach the disk), and the image address stays
  // the same, so the image cache answers it (issue #20). A temporary id's chart code is never read back.
  const tempIds = new Map<string, string>();

  const xml = async (id: string): Promise<string | undefined> => {
    const parts = parseStyleId(id);
    if (!parts) return undefined;
    const key = `${parts.kind}${parts.id}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const found = await repositories.styleCache.get(parts.kind, parts.id);
    if (found === undefined) return undefined;
    if (memo.size >= CACHE_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(key, found);
    return found;
  };

  const create = async (kind: 't' | 'p', text: string, chartCode: number | null): Promise<string> => {
    try {
      parseChartXml(text);
    } catch (error) {
      throw new CommandError(
        `The chart XML is not valid: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (kind === 't') {
      const known = tempIds.get(text);
      if (known !== undefined) return known;
    }
    const id = `${kind}${await repositories.styleCache.create(kind, text, chartCode, now().getTime())}`;
    if (kind === 't') {
      if (tempIds.size >= CACHE_LIMIT) tempIds.delete(tempIds.keys().next().value as string);
      tempIds.set(text, id);
    }
    return id;
  };

  const makePermanent = async (id: string, chartCode: number | null): Promise<string> => {
    const parts = parseStyleId(id);
    if (!parts) throw new CommandError('id must be a style cache id such as t1234.');
    if (parts.kind === 'p') {
      if ((await xml(id)) === undefined) throw new CommandError(`There is no style with id ${id}.`);
      return `p${parts.id}`;
    }
    const text = await xml(id);
    if (text === undefined) throw new CommandError(`There is no style with id ${id}.`);
    const created = await repositories.styleCache.create('p', text, chartCode, now().getTime());
    return `p${created}`;
  };

  return { xml, create, makePermanent };
}
