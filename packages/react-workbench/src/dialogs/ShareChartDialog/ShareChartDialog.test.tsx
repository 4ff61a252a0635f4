import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { ShareChartDialog, type ShareChartDialogProps } from './ShareChartDialog';

const LONG = 'https://cb.example/?s=AAPL&id=p17';

function setup(overrides: Partial<ShareChartDialogProps> = {}) {
  const props: ShareChartDialogProps = {
    createLongUrl: vi.fn(async () => LONG),
    shortenUrl: vi.fn(async () => 'https://sho.rt/x1'),
    copyText: vi.fn(async () => undefined),
    onCopied: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<ShareChartDialog {...props} />);
  return { props, view, user: setupUser() };
}

describe('spec 3 §4, §8 Share Chart dialog', () => {
  it('shows the short link and copies it with the green toast', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Share Chart' })).toHaveTextContent('Creating a link');
    expect(await screen.findByRole('textbox', { name: 'Link to this chart' })).toHaveValue(
      'https://sho.rt/x1',
    );
    expect(props.shortenUrl).toHaveBeenCalledWith(LONG);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(props.copyText).toHaveBeenCalledWith('https://sho.rt/x1');
    expect(props.onCopied).toHaveBeenCalledWith({
      color: 'green',
      message: 'A link to this chart has been copied to your clipboard!',
    });
  });

  it.each([
    ['null', async () => null],
    ['a throw', async () => Promise.reject(new Error('down'))],
  ])('falls back to the long link when shortening gives %s', async (_label, shortenUrl) => {
    setup({ shortenUrl: vi.fn(shortenUrl) });
    expect(await screen.findByRole('textbox', { name: 'Link to this chart' })).toHaveValue(LONG);
    expect(screen.getByText('The short link is not available; this is the full link.')).toBeInTheDocument();
  });

  it('shows the failure with Retry, and Retry makes the link', async () => {
    const createLongUrl = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('no style id'))
      .mockResolvedValue(LONG);
    const { user } = setup({ createLongUrl });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create chart URL link. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Link to this chart' })).toHaveValue(
      'https://sho.rt/x1',
    );
  });

  it('a failed copy gives the red toast', async () => {
    const { props, user } = setup({ copyText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(props.onCopied).toHaveBeenCalledWith({
      color: 'red',
      message: 'Failed to copy link to clipboard. Please try again.',
    });
  });

  it('a link arriving after the dialog closed is dropped', async () => {
    let finish: (url: string) => void = () => undefined;
    const shortenUrl = vi.fn();
    const { view } = setup({
      createLongUrl: () => new Promise<string>((resolve) => (finish = resolve)),
      shortenUrl,
    });
    view.unmount();
    await act(async () => finish(LONG));
    expect(shortenUrl).toHaveBeenCalledTimes(0);
  });
});
