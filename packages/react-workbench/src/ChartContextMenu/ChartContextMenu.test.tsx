import { createBufferedLog } from '@chartbench/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { ChartView } from '../ChartView/ChartView';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartContextMenu } from './ChartContextMenu';

const IMAGE = 'https://charts.test/c-sc/sc/?s=AAPL&p=D&range=1y';

async function renderChartWithMenu(member: (typeof MEMBERS)[keyof typeof MEMBERS] = null) {
  const rendered = renderWithWorkbench(<ChartView />, { member });
  await rendered.api.answer('AAPL');
  const image = screen.getByRole('img', { name: /Chart of AAPL/ });
  fireEvent.load(image);
  fireEvent.contextMenu(image, { clientX: 40, clientY: 30 });
  return rendered;
}

function renderMenu(props: { copyImage?: (url: string) => Promise<void>; canCopyImage?: boolean } = {}) {
  const onClose = vi.fn();
  const log = createBufferedLog({ now: () => 0 });
  const rendered = renderWithWorkbench(
    <ChartContextMenu
      x={10}
      y={10}
      imageUrl={IMAGE}
      onClose={onClose}
      canCopyImage={props.canCopyImage ?? true}
      copyImage={props.copyImage ?? (async () => undefined)}
    />,
    {},
    { log },
  );
  return { ...rendered, onClose, log };
}

describe('spec 3 §2.13 chart right-click menu', () => {
  it('opens on a right-click over the chart with focus on its first entry', async () => {
    await renderChartWithMenu();
    const menu = screen.getByRole('menu', { name: 'Chart menu' });
    // The menu's popover hangs from the clicked point, which holds it.
    const point = menu.closest<HTMLElement>('[style*="left: 40px"]');
    expect(point).toHaveStyle({ left: '40px', top: '30px' });
    expect(point).toContainElement(menu);
    expect(screen.getByRole('menuitem', { name: 'Save Chart' })).toHaveFocus();
  });

  it('without a saved chart, Delete Chart is disabled; a visitor saving gets create-account', async () => {
    const { user, workbench } = await renderChartWithMenu();
    expect(screen.getByRole('menuitem', { name: 'Delete Chart' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Save Chart' }));
    expect(workbench.getState().modal).toMatchObject({ id: 'createAccount' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Save ChartStyle', { id: 'saveChartStyle', variant: 'saveAsNew' }],
    ['Create Alert', { id: 'createPriceAlert' }],
    ['Link To Chart', { id: 'linkToChart' }],
  ])('a member: %s opens its dialog', async (name, modal) => {
    const { user, workbench } = await renderChartWithMenu(MEMBERS.pro);
    await user.click(screen.getByRole('menuitem', { name }));
    expect(workbench.getState().modal).toMatchObject(modal);
  });

  it('downloads the image and opens it in a new tab through links to its address', async () => {
    await renderChartWithMenu();
    expect(screen.getByRole('menuitem', { name: 'Download Chart Image' })).toHaveAttribute(
      'download',
      'AAPL-chart.svg',
    );
    expect(screen.getByRole('menuitem', { name: 'Download Chart Image' })).toHaveAttribute('href', IMAGE);
    expect(screen.getByRole('menuitem', { name: 'Open Image In New Tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('offers no Copy Chart Image where the clipboard cannot take images (jsdom)', async () => {
    await renderChartWithMenu();
    expect(screen.queryByRole('menuitem', { name: 'Copy Chart Image' })).not.toBeInTheDocument();
  });

  it('Arrow keys move between entries, skipping disabled ones; Escape closes', async () => {
    const { user, onClose } = renderMenu();
    expect(screen.getByRole('menuitem', { name: 'Save Chart' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Link To Chart' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Copy Chart Image' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Save Chart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('Copy Chart Image copies the image and says so', async () => {
    const copyImage = vi.fn(async () => undefined);
    const { user, workbench } = renderMenu({ copyImage });
    await user.click(screen.getByRole('menuitem', { name: 'Copy Chart Image' }));
    expect(copyImage).toHaveBeenCalledWith(IMAGE);
    await waitFor(() =>
      expect(workbench.getState().toasts.items.at(-1)).toMatchObject({
        color: 'green',
        message: 'Chart image copied to clipboard successfully!',
      }),
    );
  });

  // issue #17 item 14: a refused copy showed an invented red toast; spec 3 §8 says failures are only logged.
  it('a refused copy is logged, not shown', async () => {
    const denied = new Error('denied');
    const { user, workbench, log } = renderMenu({ copyImage: () => Promise.reject(denied) });
    await user.click(screen.getByRole('menuitem', { name: 'Copy Chart Image' }));
    await waitFor(() =>
      expect(log.entries()).toEqual([
        { level: 'error', timestamp: 0, messages: ['Failed to copy the chart image.', denied] },
      ]),
    );
    expect(workbench.getState().toasts.items).toEqual([]);
  });

  it('a click outside closes it', async () => {
    const { onClose, user } = renderMenu();
    await user.click(document.body);
    expect(onClose).toHaveBeenCalled();
  });
});
