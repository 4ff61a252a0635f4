import type { FetchLike } from './transport';

/** A request the fake server saw. */
export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: URLSearchParams;
  readonly rawBody: string;
}

/** An answer of the fake server: a JSON value, or a full Response. */
export type FakeAnswer = unknown;

/**
 * A fake server at the fetch port for unit tests: answers each request from `answer` and records it.
 * Throwing from `answer` simulates a network failure.
 */
export function fakeFetch(answer: (request: SeenRequest, index: number) => FakeAnswer | Promise<FakeAnswer>) {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const rawBody = typeof init?.body === 'string' ? init.body : '';
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://server.test'),
      body: new URLSearchParams(rawBody),
      rawBody,
    };
    seen.push(request);
    const result = await answer(request, seen.length - 1);
    return result instanceof Response ? result : Response.json(result);
  };
  return { fetch, seen };
}
