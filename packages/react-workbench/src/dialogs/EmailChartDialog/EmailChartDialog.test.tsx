import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { EmailChartDialog, type EmailChartDialogProps } from './EmailChartDialog';

function setup(overrides: Partial<EmailChartDialogProps> = {}) {
  const props: EmailChartDialogProps = {
    symbol: 'AAPL',
    imageUrl: '/c-sc/sc?s=AAPL',
    onSend: vi.fn(async () => true),
    onFinished: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<EmailChartDialog {...props} />);
  return { props, view, user: setupUser() };
}

async function fillAndPreview(user: ReturnType<typeof setupUser>, address = ' ann@example.com ') {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), address);
  await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Look at this');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
}

describe('spec 3 §4, §5, §8 email chart dialog', () => {
  it('previews the trimmed fields and the image, then sends and closes with green', async () => {
    const { props, user } = setup();
    await fillAndPreview(user);
    expect(screen.getByRole('dialog', { name: 'Email Chart: Preview' })).toHaveTextContent('ann@example.com');
    expect(screen.getByRole('img', { name: 'Chart of AAPL' })).toHaveAttribute('src', '/c-sc/sc?s=AAPL');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(props.onSend).toHaveBeenCalledWith({ address: 'ann@example.com', comments: 'Look at this' });
    expect(props.onFinished).toHaveBeenCalledWith({ color: 'green', message: 'Email sent successfully!' });
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('refuses an invalid address with the exact message and stays on the form', async () => {
    const { user } = setup();
    await fillAndPreview(user, 'ann@example');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'You must enter a valid email address to share this chart',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('refuses comments over 2800 characters', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await user.click(screen.getByRole('textbox', { name: 'Comments' }));
    await user.paste('x'.repeat(2801));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Comments must be less than 2800 characters')).toBeInTheDocument();
  });

  it('Back returns to the filled form', async () => {
    const { user } = setup();
    await fillAndPreview(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  });

  it.each([
    ['a reply with success false', async () => false],
    ['a thrown request', async () => Promise.reject(new Error('down'))],
  ])('%s closes with red', async (_label, onSend) => {
    const { props, user } = setup({ onSend: vi.fn(onSend) });
    await fillAndPreview(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(props.onFinished).toHaveBeenCalledWith({
      color: 'red',
      message: 'Unable to send email. Please try again.',
    });
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('is busy while sending and drops a reply that comes after it closed', async () => {
    let reply: (ok: boolean) => void = () => undefined;
    const { props, view, user } = setup({
      onSend: () => new Promise<boolean>((resolve) => (reply = resolve)),
    });
    await fillAndPreview(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    view.unmount();
    await act(async () => reply(true));
    expect(props.onFinished).not.toHaveBeenCalled();
  });
});
