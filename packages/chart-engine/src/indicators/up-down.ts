import { checkCount, defineCustomIndicator, readSymbol, requireSymbolBars } from './parameters';
import { alignedClose } from './primitives/align';

/** Up/Down pair: two breadth series (advancing and declining issues) on the main bars' times, default $NYADV,$NYDEC. */
export const upDownIndicator = defineCustomIndicator({
  id: 'upDown',
  label: 'Up/Down',
  parse: (tokens, label) => {
    checkCount(label, tokens, 2);
    return {
      up: readSymbol(label, 'up symbol', tokens[0], '$NYADV'),
      down: readSymbol(label, 'down symbol', tokens[1], '$NYDEC'),
    };
  },
  calculate: (p, bars, context) => ({
    up: alignedClose(bars, requireSymbolBars('Up/Down', p.up, context)),
    down: alignedClose(bars, requireSymbolBars('Up/Down', p.down, context)),
  }),
});
