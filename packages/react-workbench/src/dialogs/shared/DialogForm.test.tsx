import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { DialogForm } from './DialogForm';
import type { SubmissionStatus } from './useSubmission';

function Saving({ onClose }: { onClose: () => void }) {
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  return (
    <DialogForm
      modal="createPriceAlert"
      status={status}
      submitLabel="Create Alert"
      onSubmit={() => setStatus({ state: 'saving' })}
      onClose={onClose}
    >
      <input aria-label="Price" />
    </DialogForm>
  );
}

describe('spec 3 §2.14 a form dialog keeps focus while saving', () => {
  it('the disabled submit button hands focus to the form, so Escape still closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Saving onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
