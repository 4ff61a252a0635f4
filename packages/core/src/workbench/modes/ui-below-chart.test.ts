import { createWorkbench } from '../store/create-workbench';
import { createFakeNavigation, createFakePorts, settle } from '../testing/fake-ports';
import { readUiBelowChart } from './ui-below-chart';

describe('issue #17 item 4: uiBelowChart (spec 3 §2.1)', () => {
  it.each([
    ['?s=MSFT&uiBelowChart=optionsplay', { mode: 'options', optionsView: 'OptionsPlay' }],
    ['?uiBelowChart=OptionsPlay', { mode: 'options', optionsView: 'OptionsPlay' }],
    ['?uiBelowChart=other', null],
    ['?s=MSFT', null],
    [null, null],
  ])('%s opens %o', (search, ui) => {
    expect(readUiBelowChart(search)).toEqual(ui);
  });

  it('the options-play value opens Options mode on the OptionsPlay view at start', async () => {
    const ports = {
      ...createFakePorts(),
      navigation: createFakeNavigation('?s=MSFT&uiBelowChart=optionsplay'),
    };
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    expect(workbench.modes.getState()).toMatchObject({
      active: 'options',
      market: { optionsView: 'OptionsPlay' },
    });
  });

  it('without it the panel starts on Chart Settings', async () => {
    const ports = { ...createFakePorts(), navigation: createFakeNavigation('?s=MSFT') };
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    expect(workbench.modes.getState().active).toBe('chartSettings');
  });
});
