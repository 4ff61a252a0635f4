import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleOfflineApi } from './createOfflineApi';

describe('createOfflineApi: charts without a server', () => {
  it('knows its sample symbols and leaves unknown ones out', async () => {
    const api = createSampleOfflineApi();
    const infos = await api.getCompaniesInfo(['aapl', 'ZZZZ', '$SPX']);
    expect(infos.map((i) => i.symbol)).toEqual(['AAPL', '$SPX']);
    expect(infos[0]?.companyInfo.name).toMatch(/synthetic/);
  });

  it('draws a chart as an SVG data URL that changes with the period', () => {
    const api = createSampleOfflineApi();
    const settings = createDefaultChartSettings();
    const daily = api.chartImageUrl({ symbol: 'AAPL', settings });
    const weekly = api.chartImageUrl({ symbol: 'AAPL', settings: { ...settings, period: 'W' } });
    expect(daily.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(daily)).toContain('</svg>');
    expect(weekly).not.toBe(daily);
  });

  it('gives the engine the other sample symbols, so the default performance-vs-SPY indicator draws', () => {
    const svg = decodeURIComponent(
      createSampleOfflineApi().chartImageUrl({ symbol: 'AAPL', settings: createDefaultChartSettings() }),
    );
    expect(svg).toContain('Performance');
    expect(svg).not.toContain('which are not available');
  });

  it('the same chart is drawn the same way every time (deterministic sample bars)', () => {
    const settings = createDefaultChartSettings();
    expect(createSampleOfflineApi().chartImageUrl({ symbol: 'MSFT', settings })).toBe(
      createSampleOfflineApi().chartImageUrl({ symbol: 'MSFT', settings }),
    );
  });

  it('refuses a symbol it has no data for', () => {
    expect(() =>
      createSampleOfflineApi().chartImageUrl({ symbol: 'ZZZZ', settings: createDefaultChartSettings() }),
    ).toThrow('No offline data for ZZZZ');
  });
});

describe('spec 3 §4 sharing offline', () => {
  const email = {
    toEmail: 'ann@example.com',
    linkWorkbenchShort: 'https://x/?s=MSFT&id=p1',
    linkChart: 'data:image/svg+xml,',
    comments: '',
  };

  it('has no shortener: the long link is the link', async () => {
    await expect(createSampleOfflineApi().shortenUrl('https://x/?s=MSFT&id=p1')).resolves.toBe(
      'https://x/?s=MSFT&id=p1',
    );
  });

  it('hands each e-mail to onEmail', async () => {
    const sent: unknown[] = [];
    await createSampleOfflineApi({ onEmail: (mail) => sent.push(mail) }).sendChartEmail(email);
    expect(sent).toEqual([email]);
  });

  it('refuses to send without onEmail, as there is no mail server', async () => {
    await expect(createSampleOfflineApi().sendChartEmail(email)).rejects.toThrow(
      'This offline workbench cannot send e-mail',
    );
  });
});
