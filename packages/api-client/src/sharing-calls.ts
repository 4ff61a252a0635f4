import { createShortUrl, getSampleChartStyles, sendEmail } from './contract/index';
import type { CallInput } from './contract/index';
import { ApiError } from './errors';
import type { Transport } from './transport';

/** Sharing and e-mail calls (spec 3 §4, §7). */
export function createSharingCalls(transport: Transport) {
  return {
    /** A short link for a long one; when shortening fails the long link itself is returned (spec 3 §4). */
    shortenUrl: async (longUrl: string): Promise<string> => {
      try {
        const response = await transport.fetch(transport.url(createShortUrl.path), {
          method: 'POST',
          credentials: transport.credentials,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ longURL: longUrl }),
        });
        return transport.check(createShortUrl, await response.json(), response.status).shortURL;
      } catch {
        return longUrl;
      }
    },
    /** Sends a chart by e-mail; success is a text/html reply, anything else is an ApiError (spec 3 §7). */
    sendEmail: async (input: Omit<CallInput<typeof sendEmail>, 'cmd' | 'option'>): Promise<void> => {
      const query = { cmd: 'sendemail', ...input, option: 'html' };
      let response: Response;
      try {
        response = await transport.fetch(transport.url(sendEmail.path, query), {
          method: 'POST',
          credentials: 'include',
        });
      } catch (error) {
        throw new ApiError('sendEmail', 'network', 'the server could not be reached', undefined, undefined, {
          cause: error,
        });
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.toLowerCase().startsWith('text/html')) return;
      let serverMessage: string | undefined;
      try {
        const body = (await response.json()) as { message?: unknown };
        if (typeof body.message === 'string') serverMessage = body.message;
      } catch {
        serverMessage = undefined;
      }
      throw new ApiError(
        'sendEmail',
        'refused',
        serverMessage ?? 'the e-mail was not sent',
        serverMessage,
        response.status,
      );
    },
    /** The sample ChartStyle library (spec 2 §7). */
    getSampleChartStyles: () => transport.json(getSampleChartStyles, {}),
  };
}
