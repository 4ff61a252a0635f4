import { z } from 'zod';
import { defineCall } from './define';
import { sampleChartStyle } from './records';

/** `POST /url-shortener/api/v1/shortURL` (JSON longURL): a persisted short link (spec 3 §7). */
export const createShortUrl = defineCall({
  name: 'createShortUrl',
  method: 'POST',
  path: '/url-shortener/api/v1/shortURL',
  member: false,
  request: z.object({
    longURL: z
      .url({ protocol: /^https?$/, error: 'longURL must be an http or https address' })
      .max(8000, 'longURL is too long'),
  }),
  reply: z.object({ shortURL: z.url() }),
});

/** `POST /h-sc/ui?cmd=sendemail...`: e-mails a chart; success is a text/html reply (spec 3 §7). */
export const sendEmail = defineCall({
  name: 'sendEmail',
  method: 'POST',
  path: '/h-sc/ui',
  member: true,
  request: z.object({
    cmd: z.literal('sendemail', { error: 'cmd must be sendemail' }),
    toEmail: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'You must enter a valid email address to share this chart'),
    linkWorkbenchShort: z.string().max(8000, 'linkWorkbenchShort is too long'),
    linkChart: z.string().max(8000, 'linkChart is too long'),
    comments: z.string().max(2799, 'Comments must be less than 2800 characters').default(''),
    option: z.literal('html', { error: 'option must be html' }).default('html'),
  }),
  reply: z.string(),
});

/** `GET /freecharts/sample/chartstyles.json`: sample styles in groups, each keyed by style id (spec 2 §7). */
export const getSampleChartStyles = defineCall({
  name: 'getSampleChartStyles',
  method: 'GET',
  path: '/freecharts/sample/chartstyles.json',
  member: false,
  request: z.object({}),
  reply: z.record(z.string(), z.record(z.string(), sampleChartStyle)),
});
