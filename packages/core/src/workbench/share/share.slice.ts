import { buildChartXml, buildShareLink } from '../../rules/index';
import type { EmailFields } from '../../rules/index';
import type { StoreKernel } from '../store/kernel.types';

/** An address made absolute against the page; an address that cannot be read is kept as it is. */
function absolute(address: string, pageUrl: string): string {
  try {
    return new URL(address, pageUrl).toString();
  } catch {
    return address;
  }
}

/**
 * Link To Chart and Email Chart (spec 3 §2.14, §4, §5): the long link of the viewed chart (the page address with
 * s, id (a permanent style id of the chart's XML), compare, perf and a), its short form, and the e-mail of the
 * chart. Failures answer null or false, never throw, so the dialogs show their retry state or red toast.
 */
export function createShareSlice(kernel: StoreKernel) {
  const { api } = kernel.ports;
  /** Permanent style ids by chart XML: sharing the same chart again reuses its id instead of making another. */
  const permanentIds = new Map<string, Promise<string>>();

  function permanentStyleId(xml: string, create: (xml: string) => Promise<string>): Promise<string> {
    let id = permanentIds.get(xml);
    if (!id) {
      id = create(xml).then((answer) => answer.trim());
      permanentIds.set(xml, id);
      // A failed or empty answer is not kept, so the next try asks again.
      id.then(
        (answer) => answer === '' && permanentIds.delete(xml),
        () => permanentIds.delete(xml),
      );
    }
    return id;
  }

  /**
   * How a permanent id is made for chart XML: "make permanent" of the chart's temporary style id (spec 3 §7: id with
   * chartcode=-99; the temporary id is the one the image already has, reused for 20 s), else the
   * member's create-permanent-style call (also when making permanent failed); null when the backend has neither.
   */
  function permanentStyleMaker(): ((xml: string) => Promise<string>) | null {
    const { makeStylePermanent, createTempStyle, createPermanentStyle } = api;
    const fromXml = createPermanentStyle ? (xml: string) => createPermanentStyle.call(api, xml) : null;
    if (!makeStylePermanent || !createTempStyle) return fromXml;
    return async (xml) => {
      try {
        return await makeStylePermanent.call(api, await createTempStyle.call(api, xml));
      } catch (error) {
        // A temporary id the server no longer knows (or refused) still leaves the member's own call.
        if (!fromXml) throw error;
        return fromXml(xml);
      }
    };
  }

  /** The long link of the viewed chart on `pageUrl` (the page address without its query), or null when it cannot be made. */
  async function createChartLink(pageUrl: string): Promise<string | null> {
    const state = kernel.state();
    const { symbol, settings } = state.chart;
    const create = permanentStyleMaker();
    if (!create) return null;
    try {
      const xml = buildChartXml({ symbol, settings }, { today: kernel.today() });
      const id = await permanentStyleId(xml, create);
      if (id === '') return null;
      return buildShareLink(pageUrl, {
        symbol,
        settings,
        permanentStyleId: id,
        recordId: state.savedChart?.recid ?? null,
      });
    } catch {
      return null;
    }
  }

  /** The short link of a long one, or null when the backend has no shortener or shortening failed. */
  async function shortenChartLink(longUrl: string): Promise<string | null> {
    if (!api.shortenUrl) return null;
    try {
      const short = (await api.shortenUrl(longUrl)).trim();
      return short === '' ? null : short;
    } catch {
      return null;
    }
  }

  /**
   * E-mails the viewed chart (spec 3 §7 sendemail): its short link (the long one when shortening fails) and its
   * image address, both absolute against `pageUrl`. Resolves false when there is no link, no image, no e-mail
   * call, or the server did not send it.
   */
  async function emailChart(fields: EmailFields, pageUrl: string): Promise<boolean> {
    const imageUrl = kernel.state().chart.imageUrl;
    if (!api.sendChartEmail || imageUrl === null) return false;
    const longUrl = await createChartLink(pageUrl);
    if (longUrl === null) return false;
    const link = (await shortenChartLink(longUrl)) ?? longUrl;
    try {
      await api.sendChartEmail({
        toEmail: fields.address.trim(),
        linkWorkbenchShort: absolute(link, pageUrl),
        linkChart: absolute(imageUrl, pageUrl),
        comments: fields.comments,
      });
      return true;
    } catch {
      return false;
    }
  }

  return { createChartLink, shortenChartLink, emailChart };
}
