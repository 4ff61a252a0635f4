import { INDICATORS, OVERLAYS } from '@chartbench/core';
import { outputLook, STUDY_LOOKS, studyLooks } from './study-looks';

const catalogue = new Map([...INDICATORS, ...OVERLAYS].map((d) => [d.id, d.outputs]));

describe('declared study looks', () => {
  it.each(Object.entries(STUDY_LOOKS))('%s names a catalogue study and only its outputs', (id, looks) => {
    const outputs = catalogue.get(id);
    expect(outputs).toBeDefined();
    const named = [
      ...Object.keys(looks.outputs ?? {}),
      ...(looks.cloud ? [looks.cloud.upper, looks.cloud.lower] : []),
    ];
    for (const look of Object.values(looks.outputs ?? {}))
      if (look.kind === 'percentLabels') named.push(look.at);
    for (const name of named) expect(outputs).toContain(name);
  });

  it('draws undeclared outputs as lines', () => {
    expect(studyLooks('sma')).toEqual({});
    expect(outputLook('sma', 'sma')).toEqual({ kind: 'line' });
  });

  it('colours volume bars by the direction output and MACD histograms from zero', () => {
    expect(outputLook('volume', 'volume')).toEqual({ kind: 'histogram', upDownBy: 'direction' });
    expect(outputLook('macd', 'histogram')).toEqual({ kind: 'histogram' });
  });
});
