import { render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { CHART_STYLES, DEFAULT_STYLE_RECID, SAMPLE_GROUPS } from '../library-fixtures';
import { setupUser } from '../user';
import { ChartStyleLibrary, type ChartStyleLibraryProps } from './ChartStyleLibrary';

function createMemoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(overrides: Partial<ChartStyleLibraryProps> = {}) {
  const props: ChartStyleLibraryProps = {
    member: MEMBERS.free,
    styles: { status: 'loaded', data: CHART_STYLES },
    samples: { status: 'loaded', data: SAMPLE_GROUPS },
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    thumbnailUrl: (styleId) => `/c-sc/sc?i=${styleId}`,
    onLoadStyle: vi.fn(),
    onLoadSample: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
  const view = render(<ChartStyleLibrary {...props} />);
  return { props, view, user: setupUser() };
}

const library = () => screen.getByRole('combobox', { name: 'Library' });
const cards = () => within(screen.getByRole('list', { name: 'ChartStyles' })).getAllByRole('button');

describe('spec 3 §2.10 ChartStyle Library for a member', () => {
  it('opens on Your ChartStyles with the sample groups to select, the default starred', () => {
    setup();
    expect(
      within(library())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Your ChartStyles', 'Basic Charts', 'Dark Themes']);
    expect(library()).toHaveValue('yourChartStyles');
    expect(cards().map((card) => card.textContent)).toEqual([
      'Daily Momentum',
      'Weekly Trend Dark★',
      'Bollinger Squeeze',
    ]);
    expect(within(cards()[1]!).getByRole('img', { name: 'Default ChartStyle' })).toBeInTheDocument();
  });

  it('loads a saved style, and a sample group with its root symbol when it says so', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Daily Momentum' }));
    expect(props.onLoadStyle).toHaveBeenCalledWith(CHART_STYLES[0]);
    await user.selectOptions(library(), 'Basic Charts');
    await user.click(screen.getByRole('button', { name: /Momentum Pack/ }));
    expect(props.onLoadSample).toHaveBeenCalledWith(SAMPLE_GROUPS[0]!.styles[1], 'AAPL');
    await user.click(screen.getByRole('button', { name: /Classic Candles/ }));
    expect(props.onLoadSample).toHaveBeenLastCalledWith(SAMPLE_GROUPS[0]!.styles[0], null);
    expect(props.onCreateAccount).not.toHaveBeenCalled();
  });

  it('loads each thumbnail from the style thumbnail address', async () => {
    setup({ member: MEMBERS.pro });
    const grid = screen.getByRole('list', { name: 'ChartStyles' });
    // The grid's images are decorative (the card's title names it), so they are read from the DOM.
    await waitFor(() => expect(grid.querySelectorAll('img')).toHaveLength(3));
    expect([...grid.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/c-sc/sc?i=p5001',
      '/c-sc/sc?i=p5002',
      '/c-sc/sc?i=p5003',
    ]);
  });

  it.each([
    ['loading', { styles: { status: 'loading' } }, 'status', 'Loading…'],
    ['failed', { styles: { status: 'failed' } }, 'alert', 'Failed to load ChartStyles.'],
  ] as const)('shows the %s state', (_name, override, role, text) => {
    setup(override);
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('shows the empty state and a failed sample catalogue', async () => {
    const { view } = setup({ styles: { status: 'loaded', data: [] } });
    expect(screen.getByText('You do not have any ChartStyles yet.')).toBeInTheDocument();
    view.unmount();
    const { props, user } = setup({ samples: { status: 'failed' }, initialLibrary: 'basicCharts' });
    expect(library()).toHaveValue('yourChartStyles');
    expect(within(library()).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Daily Momentum' }));
    expect(props.onLoadStyle).toHaveBeenCalledWith(CHART_STYLES[0]);
  });
});

describe('spec 2 §6, spec 3 §2.10 ChartStyle Library for a visitor', () => {
  it('hides Your ChartStyles and starts on the samples, marking the members-only one', () => {
    setup({ member: MEMBERS.visitor });
    expect(
      within(library())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Basic Charts', 'Dark Themes']);
    expect(within(cards()[1]!).getByText('Members only')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText('Members only')).toBeNull();
  });

  it('prompts account creation for a members-only sample and loads a free one', async () => {
    const { props, user } = setup({ member: MEMBERS.visitor });
    await user.click(screen.getByRole('button', { name: /Momentum Pack/ }));
    expect(props.onCreateAccount).toHaveBeenCalledTimes(1);
    expect(props.onLoadSample).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Classic Candles/ }));
    expect(props.onLoadSample).toHaveBeenCalledWith(SAMPLE_GROUPS[0]!.styles[0], null);
  });

  it('shows the loading and failed sample catalogue', () => {
    const { view } = setup({ member: MEMBERS.visitor, samples: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(library()).toBeDisabled();
    view.unmount();
    setup({ member: MEMBERS.visitor, samples: { status: 'failed' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load ChartStyles.');
  });
});

describe('spec 3 §2.10 ChartStyle Library search with tag suggestions', () => {
  it('filters by the search and says when nothing matches', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'dark');
    expect(cards().map((card) => card.textContent)).toEqual(['Weekly Trend Dark★']);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zz');
    expect(screen.getByText('No matching records found')).toBeInTheDocument();
  });

  it('suggests tags for the word being typed and picks one by click or keyboard', async () => {
    const { user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.type(search, 'w');
    const suggestions = screen.getByRole('listbox', { name: 'Tag suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['weekly']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(suggestions).getByRole('option', { name: 'weekly' }));
    expect(search).toHaveValue('weekly ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(search);
    await user.type(search, 'b');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'bollinger' }).id,
    );
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('bollinger ');
    expect(cards().map((card) => card.textContent)).toEqual(['Bollinger Squeeze']);
    await user.type(search, 's');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('spec 3 §2.10, §9 ChartStyle Library view and thumbnail size kept locally', () => {
  it('switches to the list view with a preview pane and keeps the choice in storage', async () => {
    const storage = createMemoryStorage();
    const { props, user, view } = setup({ storage });
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(storage.getItem('chartbench.chartStyleLibrary.layout')).toBe('list');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading')).toHaveTextContent('Daily Momentum');
    await user.click(screen.getByRole('button', { name: /Weekly Trend Dark/, pressed: false }));
    expect(within(preview).getByRole('heading')).toHaveTextContent('Weekly Trend Dark');
    expect(await within(preview).findByRole('img', { name: 'Weekly Trend Dark' })).toHaveAttribute(
      'src',
      '/c-sc/sc?i=p5002',
    );
    await user.click(within(preview).getByRole('button', { name: 'Load ChartStyle' }));
    expect(props.onLoadStyle).toHaveBeenCalledWith(CHART_STYLES[1]);
    view.unmount();
    setup({ storage });
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers four thumbnail sizes, default the largest, and stores the one chosen', () => {
    const storage = createMemoryStorage();
    setup({ storage });
    const slider = screen.getByRole('slider', { name: 'Thumbnail size' });
    expect(slider).toHaveValue('4');
    expect(slider).toHaveAttribute('aria-valuetext', '280 by 175');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '4');
    // A range input takes its value by change event; user-event cannot drag it.
    slider.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(slider, '1');
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    expect(slider).toHaveAttribute('aria-valuetext', '160 by 100');
    expect(storage.getItem('chartbench.chartStyleLibrary.thumbnailSize')).toBe('1');
  });

  it('survives storage that refuses to be written', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const { user } = setup({ storage });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});
