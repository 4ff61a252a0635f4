import type { WorkbenchBatchWriteApi } from '@chartbench/core';
import type { ApiClient } from './client';
import { updateFavorite } from './contract/index';

/** The calls of the client the batched writes use. */
export type BatchWritesClient = Pick<ApiClient, 'batch'>;

/** The most calls one batch request may carry (the contract's limit). */
export const BATCH_MAX_CALLS = 50;

/**
 * Core's batched writes over HTTP (spec 1 §7): update-favorite calls, 50 to a batch request. A batch that does not
 * get through counts its charts as not updated; when none got through the promise rejects, so the caller shows the
 * request failure rather than a partial result.
 */
export function batchWritesApi(client: BatchWritesClient): WorkbenchBatchWriteApi {
  return {
    async updateSavedChartStyles(recids, style) {
      const results: boolean[] = [];
      let delivered = false;
      let lastError: unknown = null;
      for (let start = 0; start < recids.length; start += BATCH_MAX_CALLS) {
        const chunk = recids.slice(start, start + BATCH_MAX_CALLS);
        try {
          const replies = await client.batch(
            chunk.map((recid) => ({ call: updateFavorite, input: { recid, style } })),
          );
          delivered = true;
          results.push(...replies.map((reply) => reply.ok));
        } catch (error) {
          lastError = error;
          results.push(...chunk.map(() => false));
        }
      }
      if (!delivered && recids.length > 0) throw lastError;
      return results;
    },
  };
}
