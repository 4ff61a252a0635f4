import { describe, expect, it } from 'vitest';
import { normalizeStudyParameters } from './study-parameters';

describe('spec 2 §5 indicator and overlay parameters', () => {
  it.each([
    ['indicator', 'priceCompare', ' $spx ', '$SPX'],
    ['indicator', 'priceCompare', 'ibm : $spx, l, INV', 'IBM:$SPX,log,inverted'],
    ['indicator', 'priceCompare', '$spx,Logarithmic,inverted', '$SPX,log,inverted'],
    ['indicator', 'priceCompare', '$spx,x', '$SPX,x'],
    ['overlay', 'priceOverlay', 'msft,i', 'MSFT,inverted'],
    ['indicator', 'correlation', ' $spx , 20 ', '$SPX,20'],
    ['indicator', 'upDown', '$nyadv, $nydec', '$NYADV,$NYDEC'],
    ['indicator', 'performance', 's p y', 'SPY'],
    ['indicator', 'macd', ' 12, 26 ,9 ', '12,26,9'],
    ['indicator', 'rsi', '', ''],
    ['overlay', 'sma', '50, c, 2', '50,c,2'],
    ['indicator', 'unknownStudy', ' x ', 'x'],
  ] as const)('%s %s %j -> %j', (kind, id, input, expected) => {
    expect(normalizeStudyParameters(kind, id, input)).toBe(expected);
  });
});
