import { createDefaultChartSettings, DEFAULT_CHART_SETTINGS } from './chart-settings';

/** Every object and array reachable from a value, the value included. */
function objectsIn(value: unknown, found: Set<object> = new Set()): Set<object> {
  if (value === null || typeof value !== 'object' || found.has(value)) return found;
  found.add(value);
  for (const child of Object.values(value)) objectsIn(child, found);
  return found;
}

describe('createDefaultChartSettings', () => {
  it('equals the platform default and shares no object or list with it, so editing a copy changes nothing else', () => {
    const copy = createDefaultChartSettings();
    expect(copy).toEqual(structuredClone(DEFAULT_CHART_SETTINGS));
    const shared = [...objectsIn(copy)].filter((object) => objectsIn(DEFAULT_CHART_SETTINGS).has(object));
    expect(shared).toEqual([]);
    copy.sortedIndicators[0]!.parameters = 'QQQ';
    copy.sortedOverlays.push({ ...copy.sortedOverlays[0]!, id: 9 });
    expect(createDefaultChartSettings().sortedIndicators[0]!.parameters).toBe('SPY');
    expect(createDefaultChartSettings().sortedOverlays).toHaveLength(3);
    expect(Object.isFrozen(copy)).toBe(false);
  });
});
