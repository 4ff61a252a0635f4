import type { Repositories, Member } from '../storage/repositories';

/** What every `/json/api` command handler receives besides its form. */
export interface CommandContext {
  /** The logged-in member, from the verified login cookie only; null for a visitor. */
  readonly member: Member | null;
  /** The verified login cookie value, when logged in. */
  readonly loginCookie: string | null;
  readonly repositories: Repositories;
  readonly now: () => Date;
  /** The origin of the request, e.g. http://localhost:3000. */
  readonly origin: string;
}

/** A `/json/api` command: the form (query plus body) in, the reply object out. */
export type CommandHandler = (form: URLSearchParams, ctx: CommandContext) => Promise<object>;
