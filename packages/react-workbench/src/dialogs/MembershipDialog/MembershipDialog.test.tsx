import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { MembershipDialog } from './MembershipDialog';

describe('spec 1 §2.3, spec 3 §6, §9 membership dialogs', () => {
  it.each([
    ['createAccount', 'Create Account', 'Start Free Trial', /1-month free trial/],
    ['upgradeToExtra', 'Upgrade to Extra', 'Upgrade', /for Extra and Pro members only/],
    ['upgradeToPro', 'Upgrade to Pro', 'Upgrade to Pro', /for Pro members only/],
  ] as const)('%s: titled %s, links to the trial', (kind, title, link, text) => {
    render(<MembershipDialog kind={kind} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/checkout/freetrial/');
  });

  it('create account offers the log in link', () => {
    render(<MembershipDialog kind="createAccount" onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
  });

  it('Not Now closes', async () => {
    const onClose = vi.fn();
    render(<MembershipDialog kind="upgradeToPro" onClose={onClose} />);
    await setupUser().click(screen.getByRole('button', { name: 'Not Now' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
