import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { logIn } from '../testing/member-fixtures';

/** A workbench viewing MSFT, the symbol found or not, for a visitor or a logged-in member. */
async function viewing({ member = false, found = true }: { member?: boolean; found?: boolean } = {}) {
  const ports = createFakePorts();
  if (member) logIn(ports, { defaultStyle: false });
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve(found ? [companyInfo('MSFT')] : []);
  await settle();
  return { ports, workbench };
}

describe('spec 3 §2.2 choosing a mode of the panel below the chart', () => {
  it('starts on Chart Settings', async () => {
    const { workbench } = await viewing();
    expect(workbench.modes.getState().active).toBe('chartSettings');
  });

  it('switches in place to a mode open to everyone, and back', async () => {
    const { workbench } = await viewing();
    workbench.modes.actions.selectMode('symbolSummary');
    expect(workbench.modes.getState().active).toBe('symbolSummary');
    workbench.modes.actions.selectMode('chartSettings');
    expect(workbench.modes.getState().active).toBe('chartSettings');
  });

  it('sends a visitor asking for a members-only mode to create an account, and the mode stays', async () => {
    const { workbench } = await viewing();
    workbench.modes.actions.selectMode('priceAlerts');
    expect(workbench.modes.getState().active).toBe('chartSettings');
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });

  it('lets a member open a members-only mode', async () => {
    const { workbench } = await viewing({ member: true });
    workbench.modes.actions.selectMode('priceAlerts');
    expect(workbench.modes.getState().active).toBe('priceAlerts');
    expect(workbench.getState().modal).toBeNull();
  });

  it.each(['symbolSummary', 'options', 'historicalPriceData', 'chartComments', 'chartStyleLibrary'] as const)(
    'does nothing on %s while the symbol is not found',
    async (mode) => {
      const { workbench } = await viewing({ member: true, found: false });
      expect(workbench.getState().chart.status).toBe('invalidSymbol');
      workbench.modes.actions.selectMode(mode);
      expect(workbench.modes.getState().active).toBe('chartSettings');
      expect(workbench.getState().modal).toBeNull();
    },
  );

  it('still opens a mode that does not need the symbol while it is not found', async () => {
    const { workbench } = await viewing({ found: false });
    workbench.modes.actions.selectMode('chartListLibrary');
    expect(workbench.modes.getState().active).toBe('chartListLibrary');
  });

  it('tells its listeners about a switch, and stops when they unsubscribe', async () => {
    const { workbench } = await viewing();
    let calls = 0;
    const stop = workbench.modes.subscribe(() => (calls += 1));
    workbench.modes.actions.selectMode('symbolSummary');
    expect(calls).toBeGreaterThan(0);
    const seen = calls;
    stop();
    workbench.modes.actions.selectMode('chartSettings');
    expect(calls).toBe(seen);
  });

  it('ignores an id that is no mode', async () => {
    const { workbench } = await viewing();
    workbench.modes.actions.selectMode('noSuchMode' as never);
    expect(workbench.modes.getState().active).toBe('chartSettings');
  });
});
