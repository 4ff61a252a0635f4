import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChartList, SavedChart } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import type { TestApi } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { ModalHost } from '../ModalHost/ModalHost';
import { ChartListMenu } from './ChartListMenu';

const list = (listNum: number, name: string, isReadOnly = false): ChartList => ({
  recid: listNum + 100,
  listNum,
  name,
  displayName: isReadOnly ? `[READ-ONLY] ${name}` : name,
  isReadOnly,
  isFrameworkChartList: /^\d{4} {2}/.test(name),
});
const chart = (recid: number, listNum: number, name: string): SavedChart => ({
  recid,
  listNum,
  name,
  symbol: 'AAPL',
  style: 'p=D',
  isPointAndFigureChart: false,
  annotations: '',
  comments: '',
  chartCode: 104,
});
const LISTS = [list(1, 'Picks', true), list(2, 'Tech'), list(3, '2024  Frameworks')];
const CHARTS: Record<number, SavedChart[]> = {
  1: [chart(11, 1, 'Apple daily'), chart(12, 1, 'Apple weekly'), chart(13, 1, 'Apple monthly')],
  2: [],
};

/** Gives the test api a member backend whose answers wait until `release` (or fail with `fail`). */
function withMemberApi(api: TestApi) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  let failing = false;
  const answer = <T,>(call: string, value: () => T) =>
    new Promise<T>((resolve, reject) => {
      calls.push(call);
      waiting.push(() => (failing ? reject(new Error('offline')) : resolve(value())));
    });
  Object.assign(api, {
    getChartLists: () => answer('lists', () => LISTS),
    getSavedCharts: (listNum: number) => answer(`charts ${listNum}`, () => CHARTS[listNum] ?? []),
    getSavedChart: (recid: number) =>
      answer(`chart ${recid}`, () =>
        Object.values(CHARTS)
          .flat()
          .find((c) => c.recid === recid)!,
      ),
  });
  return {
    calls,
    fail: () => {
      failing = true;
    },
    async release() {
      await act(async () => {
        for (const run of waiting.splice(0)) run();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

function renderMember() {
  const rendered = renderWithWorkbench(<ChartListMenu />, { member: MEMBERS.pro });
  return { ...rendered, backend: withMemberApi(rendered.api) };
}

describe('spec 3 §2.13 ChartList and Chart menus for a visitor', () => {
  it.each(['ChartLists', 'Charts'])('%s asks a visitor to create an account', async (name) => {
    const { api, user } = renderWithWorkbench(
      <>
        <ChartListMenu />
        <ModalHost />
      </>,
    );
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('spec 1 §4.4 the ChartList menu loads lazily', () => {
  it('asks for nothing until opened, shows loading, then the lists with read-only marked and framework lists off', async () => {
    const { user, backend } = renderMember();
    expect(backend.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    expect(backend.calls).toEqual(['lists']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await backend.release();
    const menu = screen.getByRole('menu', { name: 'ChartList' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['[READ-ONLY] Picks', 'Tech', '2024  Frameworks']);
    expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('opening it again does not load again', async () => {
    const { user, backend } = renderMember();
    const button = () => screen.getByRole('button', { name: /^ChartList:/ });
    await user.click(button());
    await backend.release();
    await user.keyboard('{Escape}');
    await user.click(button());
    expect(backend.calls).toEqual(['lists']);
  });

  it('a failed first load says so', async () => {
    const { user, backend } = renderMember();
    backend.fail();
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    await backend.release();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load ChartLists.');
  });

  it('a framework list cannot be chosen', async () => {
    const { user, backend } = renderMember();
    await user.click(screen.getByRole('button', { name: /^ChartList:/ }));
    await backend.release();
    await user.click(screen.getByRole('menuitemradio', { name: /Frameworks/ }));
    expect(screen.getByRole('menu', { name: 'ChartList' })).toBeInTheDocument();
    expect(backend.calls).toEqual(['lists']);
  });
});

describe('spec 1 §4.4 the Chart menu shows the chosen list, loaded lazily', () => {
  it('choosing a list loads its charts; an empty list says so', async () => {
    const { user, backend } = renderMember();
    await user.click(screen.getByRole('button', { name: /^ChartList:/ }));
    await backend.release();
    await user.click(screen.getByRole('menuitemradio', { name: 'Tech' }));
    expect(backend.calls).toEqual(['lists', 'charts 2']);
    await backend.release();
    // React Aria gives the focus back a frame after the menu has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'ChartList: Tech' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Chart: Select a chart' }));
    expect(screen.getByRole('status')).toHaveTextContent('It looks like this ChartList is empty!');
  });

  it('opened first, it loads the lists and then the first list’s charts; choosing one opens it', async () => {
    const { api, user, backend, workbench } = renderMember();
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name: 'Chart: Select a chart' }));
    await backend.release();
    expect(backend.calls).toEqual(['lists', 'charts 1']);
    await backend.release();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(backend.calls.at(-1)).toBe('chart 12');
    await backend.release();
    await api.answer('AAPL');
    expect(workbench.getState().savedChart?.recid).toBe(12);
    expect(screen.getByRole('button', { name: 'Chart: Apple weekly' })).toBeInTheDocument();
  });

  it('a failed charts load says so', async () => {
    const { user, backend } = renderMember();
    await user.click(screen.getByRole('button', { name: /^ChartList:/ }));
    await backend.release();
    backend.fail();
    await user.click(screen.getByRole('menuitemradio', { name: 'Tech' }));
    await backend.release();
    await user.click(screen.getByRole('button', { name: 'Chart: Select a chart' }));
    await backend.release();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load charts.');
  });
});

describe('spec 3 §2.13, spec 2 §4 previous and next walk the charts of the list, which wraps', () => {
  async function viewing(recid: number) {
    const rendered = renderMember();
    const { api, backend, workbench } = rendered;
    act(() => void workbench.actions.loadChartLists());
    await backend.release();
    act(() => void workbench.actions.openSavedChart(recid));
    await backend.release();
    await api.answer('AAPL');
    await backend.release();
    return rendered;
  }

  it.each([11, 12, 13])('viewing %i: both are on (the list wraps)', async (recid) => {
    await viewing(recid);
    expect(screen.getByRole('button', { name: 'Previous chart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next chart' })).toBeEnabled();
  });

  it.each([
    [12, 'Previous chart', 'chart 11'],
    [12, 'Next chart', 'chart 13'],
    [13, 'Next chart', 'chart 11'],
    [11, 'Previous chart', 'chart 13'],
  ])('viewing %i, %s opens %s', async (recid, name, call) => {
    const { user, backend } = await viewing(recid);
    await user.click(screen.getByRole('button', { name }));
    await backend.release();
    expect(backend.calls).toContain(call);
    expect(backend.calls.at(-1)).toBe(call);
  });

  it.each([
    ['ArrowRight', 'chart 11'],
    ['ArrowDown', 'chart 11'],
    ['ArrowLeft', 'chart 12'],
    ['ArrowUp', 'chart 12'],
  ])('viewing 13, the %s key opens %s', async (key, call) => {
    const { workbench, backend } = await viewing(13);
    const input = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, inControl: false };
    act(() => void workbench.actions.hotkey({ key, ...input }));
    await backend.release();
    expect(backend.calls.at(-1)).toBe(call);
  });

  it('spec 3 §2.15 a viewed saved chart links to its classic chart page with s, a and listNum', async () => {
    await viewing(12);
    const link = screen.getByRole('link', { name: 'Classic chart' });
    expect(link.getAttribute('href')).toMatch(/^\/h-sc\/ui\?s=[^&]+(&id=[^&]+)?&a=12&listNum=\d+$/);
  });

  it('with no saved chart and the list not loaded, both are off', () => {
    renderMember();
    expect(screen.getByRole('button', { name: 'Previous chart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next chart' })).toBeDisabled();
  });
});
