import { CONSTANTS } from '../../catalogues/index';
import { isValidMinuteShift } from '../../rules/index';
import type { Clock, MarketOpenInstant } from '../ports/workbench-ports';

/** One cached answer of the market-open check, with when it was fetched. */
export interface MarketOpenEntry {
  readonly open: boolean;
  readonly checkedAt: number;
}

/** The market-open cache, keyed by exchange and hours (spec 1 §9). */
export interface MarketOpenState {
  readonly entries: Readonly<Record<string, MarketOpenEntry>>;
}

/** The one call the check needs; `@chartbench/api-client`'s `isMarketOpen` fits it. */
export interface MarketOpenApi {
  isMarketOpen(exchange: string, at: MarketOpenInstant): Promise<boolean>;
}

/** An empty market-open cache. */
export const EMPTY_MARKET_OPEN: MarketOpenState = { entries: {} };

const { marketOpenExpiryMs, marketOpenSweepMs, marketOpenProbeMinutes, marketOpenExtendedProbeMinutes } =
  CONSTANTS.caches;
const MINUTE_MS = 60_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Formats an instant as the d and t parameters of ismarketopen: UTC, the convention the server reads too. */
export function marketOpenInstant(ms: number): MarketOpenInstant {
  const date = new Date(ms);
  return {
    d: `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`,
    t: `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`,
  };
}

/**
 * The instants probed (spec 1 §9): +15 and -35 minutes from now, plus +330 and -240 for extended hours; the
 * exchange counts as open if any probe says open, so refreshing starts just before the open and runs on after.
 */
export function marketOpenProbes(now: number, extendedHours: boolean): readonly number[] {
  const minutes = extendedHours
    ? [...marketOpenProbeMinutes, ...marketOpenExtendedProbeMinutes]
    : [...marketOpenProbeMinutes];
  // A shift beyond 360 minutes would probe another session, not this one (spec 1 §5.2): it is not probed.
  return minutes.filter(isValidMinuteShift).map((offset) => now + offset * MINUTE_MS);
}

/** The cache key of an exchange and its hours. */
export function marketOpenKey(exchange: string, extendedHours: boolean): string {
  return `${exchange.trim().toUpperCase()}|${extendedHours ? 'extended' : 'regular'}`;
}

/** A cached answer younger than 5 minutes (spec 1 §9), or undefined when it must be fetched. */
export function readMarketOpen(state: MarketOpenState, key: string, now: number): boolean | undefined {
  const entry = state.entries[key];
  return entry && now - entry.checkedAt < marketOpenExpiryMs ? entry.open : undefined;
}

/** Records an answer. */
export function recordMarketOpen(
  state: MarketOpenState,
  key: string,
  open: boolean,
  now: number,
): MarketOpenState {
  return { entries: { ...state.entries, [key]: { open, checkedAt: now } } };
}

/** Drops answers 5 minutes old or older (the sweep runs every minute, spec 1 §9). */
export function sweepMarketOpen(state: MarketOpenState, now: number): MarketOpenState {
  const kept = Object.entries(state.entries).filter(
    ([, entry]) => now - entry.checkedAt < marketOpenExpiryMs,
  );
  return kept.length === Object.keys(state.entries).length ? state : { entries: Object.fromEntries(kept) };
}

/** The market-open check with its cache and sweep, run through the api and clock ports. */
export interface MarketOpenChecker {
  /** Whether the exchange is considered open now; concurrent checks of one exchange share their calls. */
  isOpen(exchange: string, extendedHours?: boolean): Promise<boolean>;
  /** The cache as it stands. */
  state(): MarketOpenState;
  /** Stops the sweep. */
  dispose(): void;
}

/**
 * Creates the checker. A probe that fails is retried once, then counts as closed (spec 1 §8), so a failed
 * check never throws.
 */
export function createMarketOpenChecker(ports: {
  readonly api: MarketOpenApi;
  readonly clock: Clock;
}): MarketOpenChecker {
  let state = EMPTY_MARKET_OPEN;
  const inFlight = new Map<string, Promise<boolean>>();
  let sweepHandle: unknown = null;
  let disposed = false;

  function scheduleSweep(): void {
    sweepHandle = ports.clock.setTimeout(() => {
      state = sweepMarketOpen(state, ports.clock.now());
      if (!disposed) scheduleSweep();
    }, marketOpenSweepMs);
  }
  scheduleSweep();

  async function probe(exchange: string, at: number): Promise<boolean> {
    const instant = marketOpenInstant(at);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        return (await ports.api.isMarketOpen(exchange, instant)) === true;
      } catch {
        continue;
      }
    }
    return false;
  }

  async function fetchOpen(exchange: string, extendedHours: boolean, key: string): Promise<boolean> {
    const answers = await Promise.all(
      marketOpenProbes(ports.clock.now(), extendedHours).map((at) => probe(exchange, at)),
    );
    const open = answers.some(Boolean);
    state = recordMarketOpen(state, key, open, ports.clock.now());
    return open;
  }

  return {
    isOpen(exchange, extendedHours = false) {
      const key = marketOpenKey(exchange, extendedHours);
      const cached = readMarketOpen(state, key, ports.clock.now());
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = fetchOpen(exchange, extendedHours, key).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    state: () => state,
    dispose() {
      disposed = true;
      ports.clock.clearTimeout(sweepHandle);
    },
  };
}
