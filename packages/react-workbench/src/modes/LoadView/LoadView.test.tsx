import { render, screen } from '@testing-library/react';
import type { Load } from '@chartbench/core';
import { LoadView, type LoadViewProps } from './LoadView';

type Failure = { readonly message: string; readonly kept: readonly string[] };

function setup(
  load: Load<readonly string[], Failure>,
  overrides: Partial<LoadViewProps<readonly string[], Failure>> = {},
) {
  render(
    <LoadView
      load={load}
      failedMessage={(failure) => failure.message}
      isEmpty={(items) => items.length === 0}
      emptyMessage="Nothing here yet."
      emptyAction={<a href="/create">Create one</a>}
      {...overrides}
    >
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LoadView>,
  );
}

describe('LoadView renders every state of a load', () => {
  it.each<[string, Load<readonly string[], Failure>]>([
    ['not started', { status: 'idle' }],
    ['loading for the first time', { status: 'loading' }],
  ])('%s: a polite loading status with its label', (_name, load) => {
    setup(load, { loadingLabel: 'Loading items…' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading items…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says Loading… when no label is given', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps what an earlier load gave while reloading', () => {
    setup({ status: 'loading', previous: ['kept'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('kept');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure as an alert with the message its error tells, details inside and rows after it', () => {
    setup(
      { status: 'failed', error: { message: 'Could not load.', kept: ['last'] } },
      {
        failedDetail: () => <p>Try again later.</p>,
        afterFailure: (failure) => <p>Last shown: {failure.kept.join(', ')}</p>,
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load.');
    expect(alert).toHaveTextContent('Try again later.');
    expect(alert).not.toHaveTextContent('Last shown');
    expect(screen.getByText('Last shown: last')).toBeInTheDocument();
  });

  it('takes a fixed failure text for a load without a typed error', () => {
    render(
      <LoadView load={{ status: 'failed' } as Load<number>} failedMessage="Failed to load charts.">
        {(count) => count}
      </LoadView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load charts.');
  });

  it('shows the empty message with its action when the loaded data is empty', () => {
    setup({ status: 'loaded', data: [] });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/create');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the empty message and action from the data when they depend on it', () => {
    setup(
      { status: 'loaded', data: [] },
      {
        emptyMessage: (items) => `No match among ${items.length}`,
        emptyAction: () => <button type="button">Clear</button>,
      },
    );
    expect(screen.getByText('No match among 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('renders the loaded data through its children', () => {
    setup({ status: 'loaded', data: ['a', 'b'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
  });
});
