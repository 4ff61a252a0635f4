import { createApiClient } from './client';
import { fakeFetch, type SeenRequest } from './test-support';
import { createWorkbenchApi } from './workbench-api';

function apiAnswering(answer: (request: SeenRequest, index: number) => unknown) {
  const server = fakeFetch((request, index) => answer(request, index) as object);
  return {
    api: createWorkbenchApi(createApiClient({ baseUrl: 'http://h', fetch: server.fetch })),
    seen: server.seen,
  };
}

/** The calls a batch request carries, as `recid` of each update-favorite. */
const batchedRecids = (request: SeenRequest | undefined) =>
  (JSON.parse(request?.body.get('requests') ?? '[]') as string[]).map((call) => {
    const query = new URLSearchParams(call.slice(call.indexOf('?') + 1));
    expect(query.get('cmd')).toBe('update-favorite');
    expect(query.get('style')).toBe('&p=W&yr=2');
    return Number(query.get('recid'));
  });

describe('spec 1 §7 batched update-favorite calls for Apply ChartStyle to Charts', () => {
  it('sends 50 calls to a batch request and answers, per chart, whether it was updated', async () => {
    const recids = Array.from({ length: 120 }, (_, i) => i + 1);
    const { api, seen } = apiAnswering((request) => ({
      success: true,
      responses: batchedRecids(request).map((recid) =>
        recid === 7 ? { success: false, message: 'no' } : { success: true },
      ),
    }));
    const results = await api.updateSavedChartStyles(recids, '&p=W&yr=2');
    expect(seen.map((request) => request.body.get('cmd'))).toEqual(['batch', 'batch', 'batch']);
    expect(seen.map((request) => batchedRecids(request).length)).toEqual([50, 50, 20]);
    expect(results).toHaveLength(120);
    expect(results.filter((ok) => !ok)).toHaveLength(1);
    expect(results[6]).toBe(false);
  });

  it('counts the charts of a batch that did not get through as not updated', async () => {
    const recids = Array.from({ length: 60 }, (_, i) => i + 1);
    const { api } = apiAnswering((request, index) =>
      index === 1
        ? new Response('down', { status: 502 })
        : { success: true, responses: batchedRecids(request).map(() => ({ success: true })) },
    );
    const results = await api.updateSavedChartStyles(recids, '&p=W&yr=2');
    expect(results.slice(0, 50).every(Boolean)).toBe(true);
    expect(results.slice(50).some(Boolean)).toBe(false);
  });

  it('rejects when no batch got through, so the caller shows the request failure', async () => {
    const { api } = apiAnswering(() => new Response('down', { status: 502 }));
    await expect(api.updateSavedChartStyles([1, 2], '&p=W&yr=2')).rejects.toMatchObject({ call: 'batch' });
  });

  it('a batch reply with the wrong number of answers counts as not delivered', async () => {
    const { api } = apiAnswering(() => ({ success: true, responses: [{ success: true }] }));
    await expect(api.updateSavedChartStyles([1, 2], '&p=W&yr=2')).rejects.toMatchObject({ call: 'batch' });
  });
});
