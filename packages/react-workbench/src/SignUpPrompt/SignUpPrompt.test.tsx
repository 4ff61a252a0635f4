import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpPrompt } from './SignUpPrompt';

describe('spec 3 §4 the final sign-up element', () => {
  it('offers a free account (the create-account dialog) and the 1-month free trial page', async () => {
    const onCreateAccount = vi.fn();
    render(<SignUpPrompt onCreateAccount={onCreateAccount} />);
    const prompt = screen.getByRole('region', { name: 'Save this chart and chart more' });
    expect(prompt).toHaveTextContent('1-month free trial');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/checkout/freetrial/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create a Free Account' }));
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
  });
});
