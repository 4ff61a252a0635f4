import { act, screen, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { ModalHost } from '../ModalHost/ModalHost';
import { ChartActions } from './ChartActions';

const buttons = () => within(screen.getByRole('group', { name: 'Chart actions' }));

describe('spec 3 §5 ChartActions disabled states', () => {
  it('for a found symbol with no saved chart: Save and Create Alert on, Delete off', async () => {
    const { api } = renderWithWorkbench(<ChartActions />);
    await api.answer('AAPL');
    expect(buttons().getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(buttons().getByRole('button', { name: 'Create Alert' })).toBeEnabled();
    expect(buttons().getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('a not-found symbol disables them all', async () => {
    const { api } = renderWithWorkbench(<ChartActions />, { symbol: 'ZZZZ' });
    await api.answer();
    for (const name of ['Save', 'Create Alert', 'Delete']) expect(buttons().getByRole('button', { name })).toBeDisabled();
  });

  it.each([
    [false, true],
    [true, false],
  ])('a saved chart in a read-only list (%s) can be deleted: %s', async (readOnlyChart, enabled) => {
    const { api, workbench } = renderWithWorkbench(<ChartActions readOnlyChart={readOnlyChart} />);
    act(() => workbench.actions.loadChart({ recid: 5 }));
    await api.answer('AAPL');
    expect(buttons().getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(!enabled);
  });

  it('spec 1 §2.3 a visitor pressing Save is asked to create an account', async () => {
    const { api, user } = renderWithWorkbench(
      <>
        <ChartActions />
        <ModalHost />
      </>,
    );
    await api.answer('AAPL');
    await user.click(buttons().getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('a member pressing Create Alert opens that modal in the store', async () => {
    const { api, user, workbench } = renderWithWorkbench(<ChartActions />, { member: MEMBERS.pro });
    await api.answer('AAPL');
    await user.click(buttons().getByRole('button', { name: 'Create Alert' }));
    expect(workbench.getState().modal).toEqual({ id: 'createPriceAlert', variant: '' });
  });
});
