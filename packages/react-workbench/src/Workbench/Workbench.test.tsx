import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

// The page now renders the whole Chart Settings panel (dozens of menus); the shared test machine is slow.
vi.setConfig({ testTimeout: 20_000 });

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Chart controls' }));
const panel = () => within(screen.getByRole('form', { name: 'Chart Settings' }));

describe('Workbench: the first chart path (issue 2)', () => {
  it('shows loading, then the chart image of the starting symbol', async () => {
    const { api } = renderWithWorkbench(<Workbench />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    await api.answer('AAPL');
    const image = screen.getByRole('img', { name: 'Chart of AAPL (AAPL Corp)' });
    expect(image).toHaveAttribute('src', expect.stringContaining('s=AAPL&p=D'));
    fireEvent.load(image);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('charts a typed symbol on Enter', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'msft{Enter}');
    expect(api.lookups.at(-1)?.symbols).toEqual(['MSFT']);
    await api.answer('MSFT');
    expect(screen.getByRole('img', { name: /Chart of MSFT/ })).toHaveAttribute(
      'src',
      expect.stringContaining('s=MSFT'),
    );
  });

  it('reloads the chart with the period chosen in the period menu', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(toolbar().getByRole('button', { name: 'Period: Daily' }));
    await user.click(
      within(screen.getByRole('listbox', { name: 'Period' })).getByRole('option', { name: 'Weekly' }),
    );
    await api.answer('AAPL');
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute(
      'src',
      expect.stringContaining('p=W'),
    );
  });

  it('reloads the chart with the range chosen in the range menu', async () => {
    const { api, user, workbench } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(toolbar().getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '3 Months' }));
    await api.answer('AAPL');
    expect(workbench.getState().chart.settings).toMatchObject({ range: '3m', rangeMonths: 3, rangeYears: 0 });
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute(
      'src',
      expect.stringContaining('range=3m'),
    );
  });

  it('spec 3 §2.1 shows the invalid-symbol screen for an unknown symbol, and recovers from it', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'ZZZZ{Enter}');
    await api.answer();
    expect(screen.getByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Try a new symbol' }), 'SPY{Enter}');
    await api.answer('SPY');
    expect(screen.getByRole('img', { name: /Chart of SPY/ })).toBeInTheDocument();
  });

  // issue #17 item 14: this used to show the red chart-data error; spec 3 §8 hides the image and logs.
  it.each(['error', 'abort'] as const)(
    'spec 3 §8 an image %s hides the image, shows no error and completes the load',
    async (event) => {
      const { api, workbench } = renderWithWorkbench(<Workbench />);
      await api.answer('AAPL');
      fireEvent[event](screen.getByRole('img', { name: /Chart of AAPL/ }));
      expect(screen.queryByRole('img', { name: /Chart of AAPL/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(workbench.getState().chart.status).toBe('imageHidden');
    },
  );

  it('keeps an image on screen, marked busy, while the next one loads', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    await user.click(toolbar().getByRole('button', { name: 'Period: Daily' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    const image = screen.getByRole('img', { name: /Chart of AAPL/ });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(image).toHaveAttribute('src', expect.stringContaining('p=W')));
    fireEvent.load(image);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is one labelled region with a toolbar', () => {
    renderWithWorkbench(<Workbench label="Charts" />);
    const region = screen.getByRole('region', { name: 'Charts' });
    expect(within(region).getByRole('toolbar', { name: 'Chart controls' })).toBeInTheDocument();
    expect(within(region).getByRole('toolbar', { name: 'Chart style tools' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor sees ad slots and the sign-up element', null, 1],
    ['a member sees neither', MEMBERS.pro, 0],
  ])('spec 3 §1, §4 %s once the chart has loaded', async (_name, member, count) => {
    const { api } = renderWithWorkbench(<Workbench />, { member });
    await api.answer('AAPL');
    expect(screen.queryAllByRole('complementary', { name: 'Advertisements' })).toHaveLength(0);
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    expect(screen.queryAllByRole('complementary', { name: 'Advertisements' })).toHaveLength(count);
    expect(screen.queryAllByRole('region', { name: 'Save this chart and chart more' })).toHaveLength(count);
  });

  it('spec 3 §9 ads={false}: a host turns the ads and the sign-up element off', async () => {
    const { api } = renderWithWorkbench(<Workbench ads={false} />);
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    expect(screen.queryByRole('img', { name: /^Advertisement/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Save this chart and chart more' })).toBeNull();
  });

  it('spec 3 §7, §9 a host ad provider is loaded once the chart has loaded, then fills the slots', async () => {
    const provider = { load: vi.fn(() => Promise.resolve()), display: vi.fn() };
    const { api } = renderWithWorkbench(<Workbench adProvider={provider} />);
    await api.answer('AAPL');
    expect(provider.load).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    await waitFor(() => expect(provider.display).toHaveBeenCalled());
    expect(provider.load).toHaveBeenCalledTimes(1);
    const [id] = provider.display.mock.calls[0] ?? [];
    expect(document.getElementById(String(id))).toHaveAccessibleName(/^Advertisement \d+ by \d+$/);
    expect(screen.queryByText('Advertisement')).toBeNull();
  });

  it('spec 3 §4 startupTour opens the start-up pages 7-9 once per browser after the chart loads', async () => {
    const { api, workbench } = renderWithWorkbench(<Workbench startupTour />);
    expect(workbench.getState().modal).toBeNull();
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    expect(workbench.getState().modal).toEqual({ id: 'startTour', variant: 'startup' });
  });

  it('spec 3 §4 the sign-up element opens the create-account dialog', async () => {
    const { api, user, workbench } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    await user.click(screen.getByRole('button', { name: 'Create a Free Account' }));
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });
});

describe('Workbench: the range slider above the chart and Chart Settings below it (issue 6)', () => {
  it('a chart type chosen in Chart Settings reaches the chart image on Update Chart', async () => {
    const { api, user, workbench } = renderWithWorkbench(<Workbench today="2026-11-20" />);
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    const images = api.images.length;
    await user.click(panel().getByRole('button', { name: /^Chart Type:/ }));
    await user.click(screen.getByRole('option', { name: 'Candlesticks' }));
    expect(api.images).toHaveLength(images);
    await user.click(panel().getByRole('button', { name: 'Update Chart' }));
    await api.answer('AAPL');
    expect(workbench.getState().chart.settings.chartType).toBe('candle');
    expect(api.images.at(-1)?.settings.chartType).toBe('candle');
  });

  it('a range chosen in Chart Settings reloads the image at once and moves the slider window', async () => {
    const { api, user } = renderWithWorkbench(<Workbench today="2026-11-20" />);
    await api.answer('AAPL');
    await user.click(panel().getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '3 Months' }));
    await api.answer('AAPL');
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute(
      'src',
      expect.stringContaining('range=3m'),
    );
    expect(screen.getByRole('slider', { name: 'Date window' })).toHaveAttribute(
      'aria-valuetext',
      '2026-08-20 to today',
    );
    expect(toolbar().getByRole('button', { name: 'Range: 3 Months' })).toBeInTheDocument();
  });

  it('spec 2 §4 a slider nudge commits custom dates to the chart after the pause', async () => {
    const { api, workbench } = renderWithWorkbench(<Workbench today="2026-11-20" />);
    await api.answer('AAPL');
    const slider = screen.getByRole('slider', { name: 'Date window' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyUp(slider, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(api.images.at(-1)?.settings).toMatchObject({ range: 'custom', rangeStartDate: '2025-11-19' }),
    );
    expect(workbench.getState().chart.settings.rangeEndDate).toBe('2026-11-19');
  });
});
