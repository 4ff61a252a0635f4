import { parseSymbolSummary, type WorkbenchMarketModesApi } from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the market modes' port uses. */
export type MarketModesClient = Pick<ApiClient, 'getSymbolSummary'>;

/** Core's market modes port over HTTP; replies are read with core's parsers. */
export function marketModesApi(client: MarketModesClient): WorkbenchMarketModesApi {
  return {
    getSymbolSummary: async (symbol) => {
      const raw = await client.getSymbolSummary(symbol);
      return raw === undefined ? null : parseSymbolSummary(raw);
    },
  };
}
