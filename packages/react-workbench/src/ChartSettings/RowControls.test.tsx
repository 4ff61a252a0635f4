import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { SortableRows } from './RowControls';

interface Thing {
  readonly id: number;
  readonly name: string;
}

/** Three rows and a blank one; a drop moves the row as core's move functions would. */
function Things({ onMoveTo }: { onMoveTo: (id: number, to: number) => void }) {
  const [rows, setRows] = useState<readonly Thing[]>([
    { id: 1, name: 'Alpha' },
    { id: 2, name: 'Beta' },
    { id: 3, name: 'Gamma' },
    { id: 4, name: '' },
  ]);
  const move = (id: number, to: number) => {
    onMoveTo(id, to);
    const moved = rows.find((row) => row.id === id);
    if (!moved) return;
    const rest = rows.filter((row) => row.id !== id);
    setRows([...rest.slice(0, to), moved, ...rest.slice(to)]);
  };
  return (
    <SortableRows
      label="Things"
      rows={rows}
      isBlank={(row) => row.name === ''}
      rowName={(_row, index) => `Thing ${index + 1}`}
      renderRow={(row) => <span>{row.name || '(blank)'}</span>}
      onMoveUp={() => {}}
      onMoveDown={() => {}}
      onDelete={() => {}}
      onMoveTo={move}
    />
  );
}

const texts = () =>
  within(screen.getByRole('list', { name: 'Things' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/[^A-Za-z()]/g, ''));

describe('spec 2 §2 a settings row dragged by its handle', () => {
  it('drags with the keyboard: Enter on the handle, Tab to a row, Enter drops it there', async () => {
    const onMoveTo = vi.fn();
    const { user, workbench } = renderWithWorkbench(<Things onMoveTo={onMoveTo} />);
    expect(screen.queryByRole('button', { name: 'Drag Thing 4' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Drag Thing 1' }).focus());
    await user.keyboard('{Enter}');
    // Hotkeys wait while a row is dragged (spec 3 §5).
    expect(workbench.getState().pointerDrag).toBe('settingsRow');
    while (document.activeElement?.getAttribute('aria-label') !== 'Thing 3') await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onMoveTo).toHaveBeenCalledWith(1, 2));
    expect(texts()).toEqual(['Beta', 'Gamma', 'Alpha', '(blank)']);
    expect(workbench.getState().pointerDrag).toBeNull();
  });

  it('a row dropped on the blank row goes after the last filled row', async () => {
    const onMoveTo = vi.fn();
    const { user } = renderWithWorkbench(<Things onMoveTo={onMoveTo} />);
    act(() => screen.getByRole('button', { name: 'Drag Thing 1' }).focus());
    await user.keyboard('{Enter}');
    while (document.activeElement?.getAttribute('aria-label') !== 'Thing 4') await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onMoveTo).toHaveBeenCalledWith(1, 2));
  });

  it('Escape cancels a keyboard drag: nothing moves and hotkeys work again', async () => {
    const onMoveTo = vi.fn();
    const { user, workbench } = renderWithWorkbench(<Things onMoveTo={onMoveTo} />);
    act(() => screen.getByRole('button', { name: 'Drag Thing 2' }).focus());
    await user.keyboard('{Enter}');
    expect(workbench.getState().pointerDrag).toBe('settingsRow');
    // React Aria starts listening to the keys of a drag in the frame after it began: a key pressed sooner
    // (as a busy machine can make the next step of this test) would not reach it.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await user.keyboard('{Escape}');
    expect(workbench.getState().pointerDrag).toBeNull();
    expect(onMoveTo).not.toHaveBeenCalled();
  });
});
