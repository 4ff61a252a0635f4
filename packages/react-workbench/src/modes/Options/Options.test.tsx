import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { OPTIONS_WIDGET_FAILED } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { OPTION_CHAIN } from '../fixtures';
import { setupUser } from '../user';
import { Options, type OptionsProps } from './Options';
import { STRATEGY_CHAIN } from './strategy-fixtures';

const loaded = (): NonNullable<OptionsProps['load']> => ({
  status: 'loaded',
  symbol: 'AAPL',
  data: OPTION_CHAIN.expirations,
});

function props(overrides: Partial<OptionsProps> = {}): OptionsProps {
  return {
    symbol: 'AAPL',
    member: MEMBERS.free,
    view: 'Straddle',
    onViewChange: vi.fn(),
    load: loaded(),
    loadIsRefresh: false,
    onRefresh: vi.fn(),
    widgetState: { status: 'loaded', data: 'unconfigured' },
    demoSymbol: 'AAPL',
    onRetryWidget: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
}

const strikes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

describe('spec 3 §2.8, §4 Options: Straddle and List', () => {
  it('shows the first expiration as a straddle with in-the-money cells marked', () => {
    render(<Options {...props()} />);
    expect(screen.getByRole('combobox', { name: 'Expiration' })).toHaveValue('2024-05-17');
    const table = screen.getByRole('table', { name: 'Straddle 2024-05-17' });
    expect(strikes(table)).toEqual(['180.00', '190.00', '200.00']);
    expect(within(table).getByRole('cell', { name: '10.10' })).toHaveAttribute('data-itm', 'true');
    expect(screen.getByText('In The Money')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Delta' })).not.toBeInTheDocument();
  });

  it('adds the Greeks with Show All Columns and switches expiration', async () => {
    const user = setupUser();
    render(<Options {...props()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Show All Columns' }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader', { name: 'Delta' })).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiration' }), '2024-06-21');
    expect(strikes(screen.getByRole('table', { name: 'Straddle 2024-06-21' }))).toEqual(['170.00', '210.00']);
  });

  it('narrows the strikes with the double slider, thumbs in either order', () => {
    render(<Options {...props()} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Strike range start' }), {
      target: { value: '195' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Strike range end' }), { target: { value: '185' } });
    expect(screen.getByText('Strikes 185.00 - 195.00')).toBeInTheDocument();
    expect(strikes(screen.getByRole('table'))).toEqual(['190.00']);
  });

  it('keeps a custom range on refresh and resets it on new data', () => {
    const { rerender } = render(<Options {...props()} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Strike range start' }), {
      target: { value: '185' },
    });
    rerender(<Options {...props({ load: loaded(), loadIsRefresh: true })} />);
    expect(screen.getByText('Strikes 185.00 - 200.00')).toBeInTheDocument();
    rerender(<Options {...props({ load: loaded(), loadIsRefresh: false })} />);
    expect(screen.getByText('Strikes 180.00 - 200.00')).toBeInTheDocument();
  });

  it('lists calls then puts in the List view', () => {
    render(<Options {...props({ view: 'List' })} />);
    expect(strikes(screen.getByRole('table', { name: 'Calls 2024-05-17' }))).toEqual([
      '180.00',
      '190.00',
      '200.00',
    ]);
    expect(screen.getByRole('table', { name: 'Puts 2024-05-17' })).toBeInTheDocument();
  });

  it('switches view and refreshes', async () => {
    const p = props();
    const user = setupUser();
    render(<Options {...p} />);
    expect(screen.getByRole('button', { name: 'Straddle' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(p.onViewChange).toHaveBeenCalledWith('List');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(p.onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back To Top' })).toBeInTheDocument();
  });

  it.each<[string, OptionsProps['load']]>([
    ['a failed load', { status: 'failed', symbol: 'AAPL' }],
    ['no expirations', { status: 'loaded', symbol: 'AAPL', data: [] }],
  ])('says option quotes are not available after %s', (_name, load) => {
    render(<Options {...props({ load })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Option Quotes Not Available');
    expect(alert).toHaveTextContent(
      "Whoops! We're unable to load options data for the symbol you requested.",
    );
  });

  it('shows loading before data', () => {
    render(<Options {...props({ load: null })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading option quotes…');
  });
});

describe('spec 3 §4, §6, §8 Options: the analysis widget', () => {
  it('offers visitors a teaser that prompts an account', async () => {
    const p = props({ view: 'OptionsPlay', member: MEMBERS.visitor });
    const user = setupUser();
    render(<Options {...p} />);
    await user.click(screen.getByRole('button', { name: 'Create a free account' }));
    expect(p.onCreateAccount).toHaveBeenCalled();
  });

  it('lists what it would offer with no provider, in demo mode without the add-on', () => {
    render(<Options {...props({ view: 'OptionsPlay', demoSymbol: 'SPY' })} />);
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: options analysis is limited to SPY.');
    expect(
      within(screen.getByRole('list', { name: 'Options analysis features' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('shows the failure with Try Again', async () => {
    const p = props({
      view: 'OptionsPlay',
      member: { ...MEMBERS.pro, hasOptionsAddOn: true },
      widgetState: OPTIONS_WIDGET_FAILED,
    });
    const user = setupUser();
    render(<Options {...p} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, something went wrong. Please try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(p.onRetryWidget).toHaveBeenCalled();
  });

  it('mounts the provided widget once initialised', () => {
    render(
      <Options
        {...props({
          view: 'OptionsPlay',
          widgetState: { status: 'loaded', data: 'initialised' },
          widget: <div>provider widget</div>,
        })}
      />,
    );
    expect(screen.getByText('provider widget')).toBeInTheDocument();
  });

  it('shows the built-in strategy view once initialised without a provider widget', () => {
    render(
      <Options
        {...props({
          view: 'OptionsPlay',
          demoSymbol: 'SPY',
          widgetState: { status: 'loaded', data: 'initialised' },
          analysis: { symbol: 'SPY', chain: STRATEGY_CHAIN },
        })}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: options analysis is limited to SPY.');
    expect(screen.getByRole('img', { name: /^SPY Straddle payoff/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Options analysis features' })).not.toBeInTheDocument();
  });

  it('shows a spinner while initialising', () => {
    render(<Options {...props({ view: 'OptionsPlay', widgetState: { status: 'loading' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading options analysis…');
  });
});
