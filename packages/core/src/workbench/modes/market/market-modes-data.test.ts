import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../catalogues/index';
import { historicalView, optionsView } from '../../../rules/index';
import { companyInfo, settle } from '../../testing/fake-ports';
import { EXPIRATIONS, TABLE, viewing } from './market-modes.fixtures';

describe('spec 3 §4, §7 Historical Price Data', () => {
  it('loads a year of daily data when shown, with the pastdata request of spec 3 §7', async () => {
    const t = await viewing();
    expect(t.history.pending).toHaveLength(0);
    t.workbench.modes.actions.selectMode('historicalPriceData');
    expect(t.history.pending[0]?.arg).toEqual({
      ticker: 'MSFT',
      start: '2025-01-05',
      barwidth: 'D',
      out: 'text',
      memberrt: '',
    });
    t.history.pending[0]!.resolve(TABLE);
    await settle();
    expect(historicalView('MSFT', 'D', t.market().historical)).toEqual({ status: 'loaded', data: TABLE });
  });

  it('shows the not-found message when the load fails', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('historicalPriceData');
    t.history.pending[0]!.reject(new Error('404'));
    await settle();
    expect(historicalView('MSFT', 'D', t.market().historical)).toEqual({
      status: 'failed',
      error: MESSAGES.symbol.historicalNotFound('MSFT'),
    });
  });

  it.each([
    ['a visitor', undefined],
    ['a free member', 'free'],
  ] as const)(
    'sends %s choosing Weekly to upgrade to Pro; the menu stays on Daily and nothing reloads',
    async (_who, member) => {
      const t = await viewing(member ? { member } : {});
      t.workbench.modes.actions.selectMode('historicalPriceData');
      t.workbench.modes.actions.selectHistoricalPeriod('W');
      expect(t.workbench.getState().modal?.id).toBe('upgradeToPro');
      expect(t.market().historicalPeriod).toBe('D');
      expect(t.history.pending).toHaveLength(1);
    },
  );

  it("spec 3 §6 asks for a Pro member's user index with the chart-code suffix", async () => {
    const t = await viewing({ member: 'pro' });
    const chartCode = t.workbench.getState().member?.chartCode;
    // The lookup itself asks for the member's own index (spec 1 §5.3), so the backend answers with that name.
    t.workbench.actions.loadChart({ symbol: '@MYIDX' });
    t.ports.api.lookups.shift()?.resolve([companyInfo(`@MYIDX-${chartCode}`)]);
    await settle();
    t.workbench.modes.actions.selectMode('historicalPriceData');
    expect(t.history.pending.at(-1)?.arg.ticker).toBe(`@MYIDX-${chartCode}`);
  });

  it('gives Pro Weekly data (five years back) and drops the Daily reply that arrives after', async () => {
    const t = await viewing({ member: 'pro' });
    t.workbench.modes.actions.selectMode('historicalPriceData');
    t.workbench.modes.actions.selectHistoricalPeriod('W');
    expect(t.history.pending[1]?.arg).toMatchObject({ barwidth: 'W', start: '2021-01-05' });
    t.history.pending[1]!.resolve(TABLE);
    t.history.pending[0]!.resolve({ columns: ['Date', 'Close'], rows: [['old', '1']] });
    await settle();
    expect(t.market().historical).toEqual({ status: 'loaded', symbol: 'MSFT', period: 'W', data: TABLE });
  });

  it('reloads on entering the mode again and on a new symbol', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('historicalPriceData');
    t.workbench.modes.actions.selectMode('chartSettings');
    t.workbench.modes.actions.selectMode('historicalPriceData');
    t.show('AAPL');
    expect(t.history.pending.map((call) => call.arg.ticker)).toEqual(['MSFT', 'MSFT', 'AAPL']);
  });
});

describe('spec 3 §4, §8 the option chain of Options mode', () => {
  it('loads the chain when shown, and a failure reads Option Quotes Not Available', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('options');
    expect(t.market().options).toEqual({ status: 'loading', symbol: 'MSFT' });
    t.options.pending[0]!.reject(new Error('refused'));
    await settle();
    expect(optionsView('MSFT', t.market().options)).toMatchObject({
      status: 'failed',
      error: { heading: MESSAGES.options.notAvailableHeading },
    });
  });

  it('keeps the chain shown on refresh and marks the new one as a refresh; a new symbol is new data', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('options');
    t.options.pending[0]!.resolve(EXPIRATIONS);
    await settle();
    t.workbench.modes.actions.refreshOptions();
    expect(t.market().options).toMatchObject({ status: 'loaded', symbol: 'MSFT' });
    t.options.pending[1]!.resolve(EXPIRATIONS);
    await settle();
    expect(t.market().optionsIsRefresh).toBe(true);
    t.show('AAPL');
    expect(t.market()).toMatchObject({
      options: { status: 'loading', symbol: 'AAPL' },
      optionsIsRefresh: false,
    });
  });

  it('reloads on a change to List, not to OptionsPlay, and drops a reply of an older symbol', async () => {
    const t = await viewing();
    t.workbench.modes.actions.selectMode('options');
    t.workbench.modes.actions.selectOptionsView('List');
    t.workbench.modes.actions.selectOptionsView('OptionsPlay');
    t.workbench.modes.actions.selectOptionsView('Chart');
    expect(t.market().optionsView).toBe('OptionsPlay');
    expect(t.options.pending).toHaveLength(2);
    t.workbench.modes.actions.selectOptionsView('Straddle');
    t.show('AAPL');
    t.options.pending[2]!.resolve(EXPIRATIONS);
    await settle();
    expect(t.market().options).toEqual({ status: 'loading', symbol: 'AAPL' });
  });
});

describe('spec 3 §4, §6, §7 the options-analysis widget', () => {
  it('stays not initialised for a visitor and is unconfigured for a member without a provider', async () => {
    const visitor = await viewing();
    visitor.workbench.modes.actions.selectMode('options');
    visitor.workbench.modes.actions.selectOptionsView('OptionsPlay');
    expect(visitor.market().optionsWidget).toEqual({ status: 'idle' });
    const member = await viewing({ member: 'free' });
    member.workbench.modes.actions.selectMode('options');
    member.workbench.modes.actions.selectOptionsView('OptionsPlay');
    expect(member.market().optionsWidget).toEqual({ status: 'loaded', data: 'unconfigured' });
  });

  it('tries after 500 ms with the demo configuration, retries three times, then fails; Try Again starts over', async () => {
    const t = await viewing({ member: 'free', loader: true });
    t.workbench.modes.actions.selectMode('options');
    t.workbench.modes.actions.selectOptionsView('OptionsPlay');
    expect(t.market().optionsWidget).toEqual({ status: 'loading' });
    t.ports.clock.advance(499);
    expect(t.widget.pending).toHaveLength(0);
    for (const wait of [1, 1000, 2000, 4000]) {
      t.ports.clock.advance(wait);
      t.widget.pending.at(-1)!.reject(new Error('script failed'));
      await settle();
    }
    expect(t.widget.pending).toHaveLength(4);
    expect(t.widget.pending[0]?.arg).toMatchObject({ userId: '123-demo', symbol: 'SPY', isDemo: true });
    expect(t.market().optionsWidget).toMatchObject({
      status: 'failed',
      error: { message: MESSAGES.options.widgetFailed },
    });
    t.workbench.modes.actions.retryOptionsWidget();
    t.ports.clock.advance(500);
    t.widget.pending.at(-1)!.resolve();
    await settle();
    expect(t.market().optionsWidget).toEqual({ status: 'loaded', data: 'initialised' });
  });

  it("without a third-party widget, the built-in analysis loads the demo symbol's chain through the same retries", async () => {
    const t = await viewing({ member: 'free', builtIn: true });
    t.workbench.modes.actions.selectMode('options');
    t.workbench.modes.actions.selectOptionsView('OptionsPlay');
    expect(t.market().optionsWidget).toEqual({ status: 'loading' });
    for (const wait of [500, 1000, 2000, 4000]) {
      t.ports.clock.advance(wait);
      t.chains.pending.at(-1)!.reject(new Error('Option quotes are not available'));
      await settle();
    }
    expect(t.chains.pending.map((p) => p.arg)).toEqual(['SPY', 'SPY', 'SPY', 'SPY']);
    expect(t.market()).toMatchObject({
      optionsWidget: { status: 'failed', error: { message: MESSAGES.options.widgetFailed } },
      optionsAnalysis: null,
    });
    t.workbench.modes.actions.retryOptionsWidget();
    expect(t.market().optionsWidget).toEqual({ status: 'loading' });
    t.ports.clock.advance(500);
    const chain = { expirations: [...EXPIRATIONS], skipped: 0 };
    t.chains.pending.at(-1)!.resolve(chain);
    await settle();
    expect(t.market()).toMatchObject({
      optionsWidget: { status: 'loaded', data: 'initialised' },
      optionsAnalysis: { symbol: 'SPY', chain },
    });
  });

  it('gives an add-on member the built-in analysis of the chart symbol, and drops it on a new symbol', async () => {
    const t = await viewing({ member: 'free', builtIn: true, addOn: true });
    t.workbench.modes.actions.selectMode('options');
    t.workbench.modes.actions.selectOptionsView('OptionsPlay');
    t.ports.clock.advance(500);
    t.chains.pending[0]!.resolve({ expirations: [...EXPIRATIONS], skipped: 0 });
    await settle();
    expect(t.market().optionsAnalysis?.symbol).toBe('MSFT');
    t.show('AAPL');
    await settle();
    expect(t.market()).toMatchObject({ optionsWidget: { status: 'loading' }, optionsAnalysis: null });
    t.ports.clock.advance(500);
    expect(t.chains.pending.at(-1)?.arg).toBe('AAPL');
  });

  it('gives an add-on member the paid configuration on the chart symbol', async () => {
    const t = await viewing({ member: 'free', loader: true, addOn: true });
    t.workbench.modes.actions.selectMode('options');
    t.workbench.modes.actions.selectOptionsView('OptionsPlay');
    t.ports.clock.advance(500);
    expect(t.widget.pending[0]?.arg).toMatchObject({ userId: '123-paid', symbol: 'MSFT', isDemo: false });
  });
});
