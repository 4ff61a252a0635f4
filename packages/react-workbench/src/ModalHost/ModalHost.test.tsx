import { act, screen } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { ModalHost } from './ModalHost';

describe('ModalHost', () => {
  it('shows nothing when no modal is open', () => {
    renderWithWorkbench(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['createAccount', 'Create Account', 'Start Free Trial'],
    ['upgradeToExtra', 'Upgrade to Extra', 'Upgrade'],
    ['upgradeToPro', 'Upgrade to Pro', 'Upgrade to Pro'],
  ] as const)('draws the %s dialog', (id, title, link) => {
    const { workbench } = renderWithWorkbench(<ModalHost />, { member: MEMBERS.free });
    act(() => workbench.actions.openModal(id));
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/checkout/freetrial/');
  });

  it('spec 1 §2.3 a visitor opening a login-only modal sees create account', () => {
    const { workbench } = renderWithWorkbench(<ModalHost />);
    act(() => workbench.actions.openModal('saveChart'));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
  });

  it('closing the dialog closes the modal in the store', async () => {
    const { workbench, user } = renderWithWorkbench(<ModalHost />);
    act(() => workbench.actions.openModal('upgradeToPro'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(workbench.getState().modal).toBeNull();
  });
});
