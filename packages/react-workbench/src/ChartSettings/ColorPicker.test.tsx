import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_PICKER_DEBOUNCE_MS, COLOR_PICKER_SWATCHES } from '@chartbench/core';
import { ColorPicker } from './ColorPicker';

/** Long enough for the picker's debounce on a loaded machine. */
const WAIT = COLOR_PICKER_DEBOUNCE_MS * 3;

const renderPicker = (props: Partial<Parameters<typeof ColorPicker>[0]> = {}) => {
  const onChange = vi.fn();
  render(
    <ColorPicker
      label="Overlay 1 Color"
      value="auto"
      defaultColor="#1565c0"
      allowAuto
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
};

describe('spec 2 §3 ColorPicker', () => {
  it('opens a dialog with the focus inside; Escape closes it and gives the focus back to the button', async () => {
    const { user } = renderPicker();
    const button = screen.getByRole('button', { name: 'Overlay 1 Color: Auto' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Overlay 1 Color colour picker' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria gives the focus back a frame after the popover has gone.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('emits only the last of quick changes, once, after the debounce', async () => {
    const { onChange, user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Overlay 1 Color: Auto' }));
    const [first, last] = [COLOR_PICKER_SWATCHES[1]!, COLOR_PICKER_SWATCHES[2]!];
    await user.click(screen.getByRole('button', { name: first }));
    await user.click(screen.getByRole('button', { name: last }));
    expect(screen.getByRole('button', { name: last })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: COLOR_PICKER_DEBOUNCE_MS * 3 });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(last);
  });

  it('Default stores auto where the row allows it', async () => {
    const { onChange, user } = renderPicker({ value: '#c62828' });
    await user.click(screen.getByRole('button', { name: 'Overlay 1 Color: #c62828' }));
    await user.click(screen.getByRole('button', { name: 'Default' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledExactlyOnceWith('auto'), { timeout: WAIT });
  });

  it('reads typed hex through core: a colour as typed, bad text as the default colour', async () => {
    const { onChange, user } = renderPicker({ value: '#c62828', allowAuto: false });
    await user.click(screen.getByRole('button', { name: 'Overlay 1 Color: #c62828' }));
    const field = screen.getByRole('textbox', { name: 'Hex' });
    expect(field).toHaveAttribute('maxlength', '7');
    await user.clear(field);
    await user.type(field, '#00ff00');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('#00ff00'), { timeout: WAIT });
    await user.clear(field);
    await user.type(field, 'zz');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('#1565c0'), { timeout: WAIT });
  });
});
