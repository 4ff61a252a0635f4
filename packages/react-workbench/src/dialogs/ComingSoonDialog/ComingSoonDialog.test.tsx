import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { ComingSoonDialog } from './ComingSoonDialog';

describe('spec 3 §2.14 coming soon dialog', () => {
  it.each([
    [undefined, 'This feature is coming soon.'],
    ['  Chart annotations ', 'Chart annotations is coming soon.'],
    ['   ', 'This feature is coming soon.'],
  ])('feature %j reads %s', (feature, text) => {
    render(<ComingSoonDialog feature={feature} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Coming Soon' })).toHaveTextContent(text);
  });

  it('OK closes', async () => {
    const onClose = vi.fn();
    render(<ComingSoonDialog onClose={onClose} />);
    await setupUser().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
