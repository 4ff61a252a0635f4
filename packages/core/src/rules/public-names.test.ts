import * as core from '../index';

describe('BRIEF fixed names of @chartbench/core owned by the rules and models', () => {
  it.each([
    'parseUserDate',
    'isValidSymbol',
    'normalizeSymbol',
    'parseComparisonSymbols',
    'readChartQuery',
    'applyChartQuery',
    'buildChartImageQuery',
    'buildShareLink',
    'canUse',
    'parseMember',
    'VISITOR',
  ])('%s is exported from the package index', (name) => {
    expect(core).toHaveProperty(name);
  });

  it('answers through the index as the rules do', () => {
    expect(core.parseUserDate('1/2/03', '2026-01-01')).toBe('2003-01-02');
    expect(core.readChartQuery({ s: 'ibm' }).query.symbol).toBe('IBM');
    expect(core.canUse(core.VISITOR, { kind: 'memberAction', action: 'saveChart' }).modal).toBe(
      'createAccount',
    );
  });
});
