import { listIndicatorIds } from './calculate';
import { INDICATOR_MODULES, SCRIPT_INDICATOR_MODULES } from './modules';
import { INDICATOR_DEFINITIONS, indicatorsToLoad, registerIndicatorModule } from './on-demand-registry';
import { randomWalkBars } from './testing/fixtures';

/** Loads an indicator module by file name (the test imports them as the script's chunks would). */
const load = (module: string): Promise<Record<string, unknown>> =>
  import(`./${module}.ts`) as Promise<Record<string, unknown>>;

describe('the on-demand indicator registry of the element script', () => {
  it('knows the module of every indicator the full registry computes, and that module defines it', async () => {
    const ids = listIndicatorIds();
    expect(Object.keys(INDICATOR_MODULES).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const exported = Object.values(await load(INDICATOR_MODULES[id]!)) as { id?: unknown }[];
      expect(
        exported.some((value) => value?.id === id),
        `${INDICATOR_MODULES[id]} defines ${id}`,
      ).toBe(true);
    }
  });

  it('holds what a plain chart draws and asks for each missing study once', () => {
    const carried = Object.keys(INDICATOR_MODULES).filter((id) =>
      SCRIPT_INDICATOR_MODULES.includes(INDICATOR_MODULES[id]!),
    );
    expect([...INDICATOR_DEFINITIONS.keys()].sort()).toEqual(carried.sort());
    expect(indicatorsToLoad(['sma', 'volume', 'ema', 'macd'])).toEqual([]);
    expect(indicatorsToLoad(['atr'])).toEqual(['atr']);
    expect(indicatorsToLoad(['rsi', 'fastStochastics', 'rsi', 'nonsense', 'sma'])).toEqual([
      'rsi',
      'fastStochastics',
    ]);
  });

  it('computes a study once its module is registered', async () => {
    expect(indicatorsToLoad(['cci'])).toEqual(['cci']);
    expect(INDICATOR_DEFINITIONS.has('cci')).toBe(false);
    registerIndicatorModule(await load('cci'));
    const cci = INDICATOR_DEFINITIONS.get('cci')!;
    const bars = randomWalkBars(60);
    expect(cci.run(cci.parse('20'), bars, {}).cci?.length).toBe(60);
    expect(indicatorsToLoad(['cci'])).toEqual([]);
  });
});
