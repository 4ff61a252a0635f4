import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type FetchLike } from '@chartbench/api-client';

/** A server that accepts the call and never answers, until the caller gives up (as a real socket would). */
const hangingFetch: FetchLike = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const streamOf = (chunks: string[], failAtEnd: boolean) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (failAtEnd) controller.error(new Error('socket hang up'));
      else controller.close();
    },
  });

describe('issue #14 item 10: every client call ends, cleanly', () => {
  it('fails a call that gets no answer after its timeout, so a shared in-flight call cannot hang later loads', async () => {
    const client = createApiClient({ baseUrl: 'http://localhost:3000', fetch: hangingFetch, timeoutMs: 50 });
    const error = await client.getChartLists({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'getChartLists', kind: 'network' });
    expect((error as ApiError).message).toContain('did not answer within 50 ms');
  });

  it('turns a connection cut mid-reply into an ApiError', async () => {
    const fetch: FetchLike = async () => new Response(streamOf(['{"success":true,"chartLi'], true));
    const client = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    await expect(client.getChartLists({})).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      call: 'getChartLists',
    });
  });

  it('refuses a reply above the size limit without reading it all', async () => {
    const big = Array.from({ length: 40 }, () => 'x'.repeat(64 * 1024));
    const fetch: FetchLike = async () => new Response(streamOf(big, false));
    const client = createApiClient({ baseUrl: 'http://localhost:3000', fetch, maxReplyBytes: 1024 * 1024 });
    await expect(client.getChartLists({})).rejects.toMatchObject({ name: 'ApiError', kind: 'shape' });
  });
});
