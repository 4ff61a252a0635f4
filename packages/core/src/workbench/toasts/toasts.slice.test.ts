import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../store/create-workbench';
import { createFakeNavigation, createFakePorts } from '../testing/fake-ports';

function setup(search = '') {
  const ports = { ...createFakePorts(), navigation: createFakeNavigation(search) };
  const workbench = createWorkbench(ports);
  return { ports, nav: ports.navigation, workbench, chart: () => workbench.getState().chart };
}

describe('spec 1 §4.8 toasts through the store and its clock', () => {
  it('fade at 4 s and leave at 5 s', () => {
    const { workbench, ports } = setup();
    workbench.actions.showToast('green', 'Success! Your chart has been updated!');
    ports.clock.advance(3999);
    expect(workbench.getState().toasts.items[0]?.phase).toBe('shown');
    ports.clock.advance(1);
    expect(workbench.getState().toasts.items[0]?.phase).toBe('fading');
    ports.clock.advance(1000);
    expect(workbench.getState().toasts.items).toEqual([]);
  });

  it('stack, each on its own clock', () => {
    const { workbench, ports } = setup();
    workbench.actions.showToast('green', 'one');
    ports.clock.advance(2000);
    workbench.actions.showToast('red', 'two');
    expect(workbench.getState().toasts.items.map((t) => t.message)).toEqual(['one', 'two']);
    ports.clock.advance(3000);
    expect(workbench.getState().toasts.items.map((t) => t.message)).toEqual(['two']);
  });

  it('a dismissed toast goes at once and its timers change nothing later', () => {
    const { workbench, ports } = setup();
    workbench.actions.showToast('yellow', 'x');
    workbench.actions.dismissToast(1);
    expect(workbench.getState().toasts.items).toEqual([]);
    const before = workbench.getState();
    ports.clock.advance(6000);
    expect(workbench.getState()).toBe(before);
  });

  it('dispose cancels pending toast timers', () => {
    const { workbench, ports } = setup();
    workbench.actions.showToast('blue', 'x');
    workbench.dispose();
    expect(ports.clock.pending()).toBe(0);
  });
});
