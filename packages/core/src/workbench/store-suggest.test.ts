import { describe, expect, it } from 'vitest';
import { createWorkbench } from './store';
import { createFakePorts } from './testing/fake-ports';

const APPLE = { symbol: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ' };

describe('spec 3 §5 autosuggest: suggestSymbols', () => {
  it('asks the backend with the text trimmed and returns its suggestions', async () => {
    const ports = createFakePorts();
    ports.api.backend.suggestions = (text) => (text === 'ap' ? [APPLE] : []);
    const workbench = createWorkbench(ports);
    await expect(workbench.actions.suggestSymbols('  ap ')).resolves.toEqual([APPLE]);
    expect(ports.api.calls).toEqual(['getSymbolSuggestions ap']);
  });

  it.each([
    ['blank text, without asking', '   '],
    ['an empty string, without asking', ''],
  ])('gives no suggestions for %s', async (_name, text) => {
    const ports = createFakePorts();
    await expect(createWorkbench(ports).actions.suggestSymbols(text)).resolves.toEqual([]);
    expect(ports.api.calls).toEqual([]);
  });

  it('a failed request gives an empty list, not an error', async () => {
    const ports = createFakePorts();
    ports.api.backend.suggestions = () => new Error('offline');
    await expect(createWorkbench(ports).actions.suggestSymbols('ms')).resolves.toEqual([]);
  });

  it('a backend without suggestions gives an empty list', async () => {
    const ports = createFakePorts();
    const { getSymbolSuggestions: _unused, ...api } = ports.api;
    await expect(createWorkbench({ ...ports, api }).actions.suggestSymbols('ms')).resolves.toEqual([]);
  });
});
