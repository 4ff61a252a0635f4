import type { z } from 'zod';
import type { NowMs } from './caches';
import type { companyInfoEntry, PageBootstrap } from './contract/index';

/** How long after the client is created the bootstrap's answers stand in for requests (as temporary style ids). */
export const BOOTSTRAP_FRESH_MS = 20_000;

type CompanyInfoEntry = z.output<typeof companyInfoEntry>;

/**
 * The answers a page bootstrap gives before any request (issue #20): the first chart's temporary style and its
 * symbols' company information while fresh, and its image address once. Without a bootstrap it answers nothing.
 */
export function createBootstrapSeed(bootstrap: PageBootstrap | undefined, now: NowMs) {
  const first = bootstrap?.firstChart;
  const createdAt = now();
  const fresh = () => first !== undefined && now() - createdAt < BOOTSTRAP_FRESH_MS;
  let imageUrl = first?.imageUrl;
  return {
    /** The seeded temporary style id of this XML, or undefined. */
    tempStyle(xml: string): string | undefined {
      return fresh() && first?.xml === xml ? first.styleId : undefined;
    },
    /** The seeded entries when every symbol asked for is seeded, else undefined (the request is made). */
    companiesInfo(symbols: readonly string[]): CompanyInfoEntry[] | undefined {
      if (!fresh() || !first) return undefined;
      const entries = symbols.map((symbol) =>
        first.companiesInfo.find((entry) => entry.symbol.toUpperCase() === symbol.toUpperCase()),
      );
      return entries.every(Boolean) ? (entries as CompanyInfoEntry[]) : undefined;
    },
    /**
     * The preloaded image address in place of `url` when the two differ only in their cache-busting `r`: the
     * browser's cache keys on the whole address, so the first chart must use the preloaded one to find it.
     * Once only: a later load of the same chart is a refresh and gets its own `r`.
     */
    chartImageUrl(url: string): string {
      if (imageUrl === undefined || !sameChart(url, imageUrl)) return url;
      const preloaded = imageUrl;
      imageUrl = undefined;
      return preloaded;
    },
  };
}

/** Whether two image addresses ask for the same chart: the same path and query, `r` aside. */
function sameChart(a: string, b: string): boolean {
  const [pathA = '', queryA = ''] = a.split('?');
  const [pathB = '', queryB = ''] = b.split('?');
  const withoutR = (query: string) => {
    const params = new URLSearchParams(query);
    params.delete('r');
    return params.toString();
  };
  return pathA === pathB && withoutR(queryA) === withoutR(queryB);
}

/** The answers of a page bootstrap. */
export type BootstrapSeed = ReturnType<typeof createBootstrapSeed>;
