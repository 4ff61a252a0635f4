import { createStyle, getStyleXml, makeStylePermanent } from './contract/index';
import { createSharedCache, type NowMs } from './caches';
import { ApiError } from './errors';
import type { Transport } from './transport';
import type { BootstrapSeed } from './bootstrap-seed';

/** Temporary style ids are reused for the same XML this long (spec 3 §7). */
export const TEMP_STYLE_CACHE_MS = 20_000;

/** The style cache calls (spec 2 §7, spec 3 §7). */
export function createStyleCalls(transport: Transport, now: NowMs, seed?: BootstrapSeed) {
  const tempIds = createSharedCache<string>(TEMP_STYLE_CACHE_MS, now);
  const create = (cmd: 'createtempstyle' | 'createpermanentstyle', xml: string, chartCode?: number) =>
    transport.text(createStyle, {
      cmd,
      xml,
      chartcode: chartCode === undefined ? 'null' : String(chartCode),
    });
  return {
    /** A temporary style id for chart XML; the same XML within 20 s, or while a request is in flight, shares one request. */
    createTempStyle: (xml: string, chartCode?: number): Promise<string> => {
      if (xml.trim() === '')
        return Promise.reject(new ApiError('createTempStyle', 'shape', 'the chart XML is empty'));
      // The page server created the first chart's style already (issue #20): its id is on the page.
      const seeded = seed?.tempStyle(xml);
      if (seeded !== undefined) return Promise.resolve(seeded);
      return tempIds(xml, () => create('createtempstyle', xml, chartCode));
    },
    /** A permanent style id for chart XML (members only). */
    createPermanentStyle: (xml: string, chartCode?: number): Promise<string> =>
      create('createpermanentstyle', xml, chartCode),
    /** The permanent id for a style id: permanent ids (p...) are returned without a call. */
    makeStylePermanent: async (id: string): Promise<string> => {
      if (id.startsWith('p')) return id;
      // The id and chart code travel in the query of this POST (spec 3 §7).
      const response = await transport
        .fetch(transport.url(makeStylePermanent.path, { id, chartcode: '-99' }), {
          method: 'POST',
          credentials: transport.credentials,
        })
        .catch((error: unknown) => {
          throw new ApiError(
            'makeStylePermanent',
            'network',
            'the server could not be reached',
            undefined,
            undefined,
            { cause: error },
          );
        });
      const text = (await response.text()).trim();
      if (!response.ok)
        throw new ApiError(
          'makeStylePermanent',
          'http',
          `HTTP ${response.status}`,
          text.slice(0, 500) || undefined,
          response.status,
        );
      return transport.check(makeStylePermanent, text, response.status);
    },
    /** The chart XML of a style id. */
    getStyleXml: (id: string): Promise<string> => transport.text(getStyleXml, { id, randomNumber: now() }),
  };
}
