import { describe, expect, it } from 'vitest';
import {
  classicChartUrl,
  pointAndFigureImageUrl,
  pointAndFigureWorkbenchUrl,
  savedChartClassicUrl,
} from './chart-page-links';

describe('spec 1 §2.2 point-and-figure links', () => {
  it('a saved P&F chart opens /freecharts/pnf.php with c (symbol and style) and listNum', () => {
    expect(pointAndFigureWorkbenchUrl({ symbol: 'AAPL', style: 'p42', listNum: 3 })).toBe(
      '/freecharts/pnf.php?c=AAPL,p42&listNum=3',
    );
  });

  it('encodes what an address cannot carry but keeps the comma', () => {
    expect(pointAndFigureWorkbenchUrl({ symbol: 'S&P', style: 'P[F1!3]', listNum: 0 })).toBe(
      '/freecharts/pnf.php?c=S%26P,P%5BF1!3%5D&listNum=0',
    );
  });

  it('the image is /pnf/chart with c and pnf=y', () => {
    expect(pointAndFigureImageUrl('$SPX,P')).toBe('/pnf/chart?c=%24SPX,P&pnf=y');
  });
});

describe('spec 1 §2.2, spec 3 §2.15 the classic chart page link', () => {
  it('carries s, id, a and listNum', () => {
    expect(classicChartUrl({ symbol: 'AAPL', styleId: 'p42', recid: 7, listNum: 3 })).toBe(
      '/h-sc/ui?s=AAPL&id=p42&a=7&listNum=3',
    );
  });

  it.each([
    ['an unsaved chart has no a or listNum', { symbol: 'MSFT', styleId: 'p1' }, '/h-sc/ui?s=MSFT&id=p1'],
    ['an invalid record id is left out', { symbol: 'MSFT', recid: 0, listNum: -1 }, '/h-sc/ui?s=MSFT'],
  ])('%s', (_name, input, expected) => {
    expect(classicChartUrl(input)).toBe(expected);
  });
});

describe('spec 3 §2.15 the classic chart link of a saved chart', () => {
  it.each([
    ['a query with a style id', '&p=W&id=p9', '/h-sc/ui?s=MSFT&id=p9&a=50&listNum=1'],
    ['a query without one', '&p=D&yr=1', '/h-sc/ui?s=MSFT&a=50&listNum=1'],
    ['a point-and-figure chart (its style is an id)', 'p77', '/h-sc/ui?s=MSFT&id=p77&a=50&listNum=1'],
  ])('%s', (_name, style, expected) => {
    expect(savedChartClassicUrl({ symbol: 'MSFT', style, recid: 50, listNum: 1 })).toBe(expected);
  });
});
