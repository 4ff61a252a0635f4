import { INTRADAY_ONLY_NOTE, intradayOnlyRefusal, isStudyAvailableOn } from './intraday-studies';

describe('spec 2 §3 VWAP only on intraday charts (the catalogue flag)', () => {
  it('offers VWAP on intraday periods and not on daily or longer ones', () => {
    expect(isStudyAvailableOn('vwap', '5')).toBe(true);
    expect(isStudyAvailableOn('vwap', '60')).toBe(true);
    expect(isStudyAvailableOn('vwap', 'D')).toBe(false);
    expect(isStudyAvailableOn('vwap', 'W')).toBe(false);
  });

  it('leaves studies without the flag alone', () => {
    expect(isStudyAvailableOn('sma', 'D')).toBe(true);
    expect(isStudyAvailableOn('rsi', 'W')).toBe(true);
    expect(intradayOnlyRefusal('sma', 'D')).toBeNull();
  });

  it('says why a daily chart draws no VWAP', () => {
    expect(intradayOnlyRefusal('vwap', 'D')).toBe('VWAP: intraday charts only');
    expect(intradayOnlyRefusal('vwap', '15')).toBeNull();
    expect(INTRADAY_ONLY_NOTE).toBe('Intraday charts only');
  });
});
