import { describe, expect, it } from 'vitest';
import type { ChartEmail } from '../ports/workbench-ports';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { logIn } from '../testing/member-fixtures';

const PAGE = 'https://charts.example.com/workbench/';

async function viewing(
  sharing: {
    shortenUrl?: (longUrl: string) => Promise<string>;
    sendChartEmail?: (email: ChartEmail) => Promise<void>;
    makeStylePermanent?: (id: string) => Promise<string>;
  } = {},
) {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  Object.assign(ports.api, sharing);
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('AAPL'), companyInfo('MSFT')]);
  await settle();
  workbench.actions.loadChart({
    symbol: 'MSFT',
    settings: { ...workbench.getState().chart.settings, period: 'W' },
  });
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('MSFT')]);
  await settle();
  ports.api.calls.length = 0;
  return { ports, workbench };
}

describe('spec 3 §5 share link of the viewed chart', () => {
  it('is the page address with s and id, the permanent style of the chart XML holding every setting', async () => {
    const { ports, workbench } = await viewing();
    const link = await workbench.actions.createChartLink(PAGE);
    expect(link).toMatch(/^https:\/\/charts\.example\.com\/workbench\/\?s=MSFT&id=p\d+$/);
    const id = new URL(link ?? '').searchParams.get('id') ?? '';
    expect(ports.api.backend.styleXml[id]).toContain('MSFT');
    expect(ports.api.calls).toEqual(['createPermanentStyle']);
  });

  it('spec 3 §7 uses "make permanent" (the temporary id with chartcode=-99) where the backend has it', async () => {
    const madePermanent: string[] = [];
    const { ports, workbench } = await viewing({
      makeStylePermanent: async (id) => {
        madePermanent.push(id);
        return `p-${id}`;
      },
    });
    const link = await workbench.actions.createChartLink(PAGE);
    const tempIds = ports.api.calls.filter((call) => call === 'createTempStyle');
    expect(tempIds).toHaveLength(1);
    expect(madePermanent).toHaveLength(1);
    expect(new URL(link ?? '').searchParams.get('id')).toBe(`p-${madePermanent[0]}`);
    expect(ports.api.calls).not.toContain('createPermanentStyle');
  });

  it("falls back to the member's create-permanent-style call when making permanent fails", async () => {
    const { ports, workbench } = await viewing({
      makeStylePermanent: () => Promise.reject(new Error('There is no style with id t1.')),
    });
    const link = await workbench.actions.createChartLink(PAGE);
    expect(link).toMatch(/\?s=MSFT&id=p\d+$/);
    expect(ports.api.calls).toContain('createPermanentStyle');
  });

  it.each([
    [
      'the permanent style fails',
      (api: { backend: { failingWrites: Set<string> } }) =>
        api.backend.failingWrites.add('createPermanentStyle'),
    ],
    [
      'the backend makes no permanent styles',
      (api: object) => Reflect.deleteProperty(api, 'createPermanentStyle'),
    ],
  ])('is null when %s, so the dialog shows its retry state', async (_case, breakIt) => {
    const { ports, workbench } = await viewing();
    breakIt(ports.api);
    expect(await workbench.actions.createChartLink(PAGE)).toBeNull();
  });
});

describe('spec 3 §4 short link', () => {
  it.each([
    ['the shortener answers', async () => ' https://sho.rt/x ', 'https://sho.rt/x'],
    ['the shortener fails', () => Promise.reject(new Error('down')), null],
    ['the shortener answers nothing', async () => '  ', null],
  ])('%s', async (_case, shortenUrl, expected) => {
    const { workbench } = await viewing({ shortenUrl });
    expect(await workbench.actions.shortenChartLink(`${PAGE}?s=MSFT&id=p1`)).toBe(expected);
  });

  it('is null without a shortener', async () => {
    const { workbench } = await viewing();
    expect(await workbench.actions.shortenChartLink(`${PAGE}?s=MSFT&id=p1`)).toBeNull();
  });
});

describe('spec 3 §4, §7 email chart', () => {
  it('sends the short link and the absolute image address with the address and comments', async () => {
    const sent: ChartEmail[] = [];
    const { workbench } = await viewing({
      shortenUrl: async () => 'https://sho.rt/x',
      sendChartEmail: async (email) => void sent.push(email),
    });
    expect(await workbench.actions.emailChart({ address: ' ann@example.com ', comments: 'Look' }, PAGE)).toBe(
      true,
    );
    expect(sent).toEqual([
      {
        toEmail: 'ann@example.com',
        linkWorkbenchShort: 'https://sho.rt/x',
        linkChart: expect.stringMatching(/^https:\/\/charts\.example\.com\/c-sc\/sc\/\?s=MSFT&p=W/),
        comments: 'Look',
      },
    ]);
  });

  it('sends the long link when shortening fails', async () => {
    const sent: ChartEmail[] = [];
    const { workbench } = await viewing({
      shortenUrl: () => Promise.reject(new Error('down')),
      sendChartEmail: async (email) => void sent.push(email),
    });
    expect(await workbench.actions.emailChart({ address: 'ann@example.com', comments: '' }, PAGE)).toBe(true);
    expect(sent[0]?.linkWorkbenchShort).toMatch(
      /^https:\/\/charts\.example\.com\/workbench\/\?s=MSFT&id=p\d+$/,
    );
  });

  it.each([
    ['the server refuses', { sendChartEmail: () => Promise.reject(new Error('refused')) }, false],
    ['there is no e-mail call', {}, false],
  ])('resolves false when %s', async (_case, sharing, expected) => {
    const { workbench } = await viewing(sharing);
    expect(await workbench.actions.emailChart({ address: 'ann@example.com', comments: '' }, PAGE)).toBe(
      expected,
    );
  });

  it('resolves false without sending when no link can be made', async () => {
    const sent: ChartEmail[] = [];
    const { ports, workbench } = await viewing({ sendChartEmail: async (email) => void sent.push(email) });
    ports.api.backend.failingWrites.add('createPermanentStyle');
    expect(await workbench.actions.emailChart({ address: 'ann@example.com', comments: '' }, PAGE)).toBe(
      false,
    );
    expect(sent).toEqual([]);
  });
});

describe('spec 2 §7 permanent style ids of shared charts', () => {
  it('sharing the same chart twice makes one permanent style, a changed chart another', async () => {
    const { ports, workbench } = await viewing();
    const first = await workbench.actions.createChartLink(PAGE);
    const again = await workbench.actions.createChartLink(PAGE);
    expect(again).toBe(first);
    expect(ports.api.calls).toEqual(['createPermanentStyle']);
    workbench.actions.updateSettings({ ...workbench.getState().chart.settings, period: 'M' });
    await settle();
    const changed = await workbench.actions.createChartLink(PAGE);
    expect(changed).not.toBe(first);
    expect(ports.api.calls.filter((call) => call === 'createPermanentStyle')).toHaveLength(2);
  });

  it('asks again after a failure instead of keeping it', async () => {
    const { ports, workbench } = await viewing();
    ports.api.backend.failingWrites.add('createPermanentStyle');
    expect(await workbench.actions.createChartLink(PAGE)).toBeNull();
    ports.api.backend.failingWrites.delete('createPermanentStyle');
    expect(await workbench.actions.createChartLink(PAGE)).toMatch(/id=p\d+/);
  });
});
