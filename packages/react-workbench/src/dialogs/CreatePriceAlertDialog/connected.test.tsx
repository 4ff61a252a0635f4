import { act, screen, waitFor, within } from '@testing-library/react';
import { createSampleOfflineApi } from '@chartbench/offline';
import { ModalHost } from '../../ModalHost/ModalHost';
import { MEMBERS } from '../../test/members';
import { renderWithWorkbench } from '../../test/renderWithWorkbench';
import { preloadDialogs, useWiredDialogs } from '../wiredDialogs';

beforeAll(() => preloadDialogs());

function Host() {
  return <ModalHost dialogs={useWiredDialogs()} />;
}

/** The create price alert dialog of a member on AAPL, with the latest quote answered by `getLatestClose`. */
async function openDialog(getLatestClose: (symbol: string) => Promise<number>) {
  const api = { ...createSampleOfflineApi(), getLatestClose: vi.fn(getLatestClose) };
  const view = renderWithWorkbench(<Host />, { member: MEMBERS.free, symbol: 'AAPL' }, { api });
  act(() => view.workbench.actions.openModal('createPriceAlert'));
  const dialog = await screen.findByRole('dialog', { name: /Price Alert/i });
  return { ...view, api, dialog };
}

describe('spec 3 §5, §7 the price alert percent menu from the latest quote', () => {
  it('starts from the /quotebrain/quotes close when neither the inspector nor Symbol Summary has one', async () => {
    const { api, dialog } = await openDialog(async () => 200);
    const menu = await within(dialog).findByRole('combobox', { name: 'Percent from last close' });
    expect(api.getLatestClose).toHaveBeenCalledWith('AAPL');
    const options = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('+2% (204.00)');
    expect(options).toContain('-20% (160.00)');
  });

  it('has no percent menu when the quote fails', async () => {
    const { api, dialog } = await openDialog(() => Promise.reject(new Error('network')));
    await waitFor(() => expect(api.getLatestClose).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(dialog).queryByRole('combobox', { name: 'Percent from last close' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toBeInTheDocument();
  });
});
