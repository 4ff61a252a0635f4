import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Input, Option, Options, OptionsPopover } from './SymbolInput.styles';
import { CloseWhenShut } from './CloseWhenShut';

/** A ComboBox with one suggestion, inside a region a modal could cover, closed by CloseWhenShut on `open`. */
function Harness({ open }: { open: boolean }) {
  const [text, setText] = useState('');
  const [field, setField] = useState<HTMLDivElement | null>(null);
  return (
    <div data-testid="page">
      <Field
        ref={setField}
        aria-label="Symbol"
        inputValue={text}
        onInputChange={setText}
        items={[{ id: 'MSFT' }]}
      >
        <Input />
        <CloseWhenShut open={open} field={field} />
        <OptionsPopover UNSTABLE_portalContainer={field ?? undefined} isNonModal>
          <Options>{(item) => <Option id={(item as { id: string }).id}>MSFT</Option>}</Options>
        </OptionsPopover>
      </Field>
    </div>
  );
}

/** The harness with its list opened by typing, as suggestions open it. */
async function openList() {
  const view = render(<Harness open />);
  await userEvent.setup().type(screen.getByRole('combobox', { name: 'Symbol' }), 'ms');
  await screen.findByRole('listbox');
  return view;
}

describe('CloseWhenShut', () => {
  it('closes the list when the suggestion box closes', async () => {
    const { rerender } = await openList();
    rerender(<Harness open={false} />);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('under a modal (the field inert) keeps the list until the modal has closed, then closes it', async () => {
    const { rerender } = await openList();
    const page = screen.getByTestId('page');
    // What React Aria's modal does to the content it covers.
    page.setAttribute('inert', '');
    rerender(<Harness open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('listbox', { hidden: true })).toBeInTheDocument();
    page.removeAttribute('inert');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
  });
});
