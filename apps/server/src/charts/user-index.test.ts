import BetterSqlite3 from 'better-sqlite3';
import { createDefaultChartSettings, VISITOR, type Member } from '@chartbench/core';
import { importBarsCsv } from '../market/importer';
import { createSyntheticMarketData } from '../market/index';
import { marketCommands } from '../market/commands';
import { ChartRequestError, planChartImage } from './chart-image';

const NOW = new Date('2026-03-18T15:00:00Z');
const CSV = Array.from({ length: 60 }, (_, i) => {
  const day = new Date(Date.UTC(2025, 10, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return `${day},${10 + i},${11 + i},${9 + i},${10.5 + i},1000`;
}).join('\n');

describe('spec 1 §5.3 a user-defined index charts on the server for its owner', () => {
  const db = new BetterSqlite3(':memory:');
  importBarsCsv({ db, symbol: '@MINE-77', text: `Date,Open,High,Low,Close,Volume\n${CSV}\n`, now: NOW });
  const deps = {
    market: createSyntheticMarketData({ db, now: () => NOW }),
    styleXml: () => undefined,
    now: () => NOW,
  };
  const parseStyle = () => ({ symbol: '', settings: createDefaultChartSettings() });
  const owner: Member = { ...VISITOR, chartCode: 77, memberType: 'PRO' };
  const plan = (member: Member | null) =>
    planChartImage(deps, new URLSearchParams('s=@MINE-77&p=D&mn=1'), parseStyle, undefined, member);

  it('draws the owner’s @ index from its bars', () => {
    expect(plan(owner).input.bars.close.length).toBeGreaterThan(0);
    expect(plan(owner).input.symbol).toBe('@MINE-77');
  });

  it('is not there for another member or a visitor', () => {
    expect(() => plan({ ...owner, chartCode: 78 })).toThrow(ChartRequestError);
    expect(() => plan(null)).toThrow(/couldn't find data for @MINE-77/);
  });

  it('spec 1 §5.3 get-companies-info answers the owner and leaves the index out for anyone else', async () => {
    const commands = marketCommands({ market: deps.market, now: () => NOW });
    const info = async (member: Member | null) => {
      const reply = (await commands['get-companies-info']?.(
        new URLSearchParams({ cmd: 'get-companies-info', symbols: '@MINE-77,MSFT' }),
        { member },
      )) as { companiesInfo: { symbol: string }[] };
      return reply.companiesInfo.map((entry) => entry.symbol);
    };
    expect(await info(owner)).toEqual(['@MINE-77', 'MSFT']);
    expect(await info({ ...owner, chartCode: 78 })).toEqual(['MSFT']);
    expect(await info(null)).toEqual(['MSFT']);
  });
});
