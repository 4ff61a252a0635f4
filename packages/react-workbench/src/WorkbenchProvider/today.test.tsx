import { screen } from '@testing-library/react';
import { toIsoDate } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { TodayProvider, useToday } from './today';

function ShowToday({ fixed }: { readonly fixed?: string }) {
  return <output>{useToday(fixed)}</output>;
}

// renderWithWorkbench's clock reads 1_700_000_000_000: its calendar day depends on the machine's zone, as the store's does.
describe('useToday', () => {
  it.each([
    [
      'the store clock without a provider or prop',
      undefined,
      undefined,
      toIsoDate(new Date(1_700_000_000_000)),
    ],
    ['the provider’s day', '2026-11-20', undefined, '2026-11-20'],
    ['the prop over the provider', '2026-11-20', '2026-01-05', '2026-01-05'],
  ])('reads %s', (_name, provided, fixed, expected) => {
    renderWithWorkbench(
      <TodayProvider today={provided}>
        <ShowToday {...(fixed === undefined ? {} : { fixed })} />
      </TodayProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(expected);
  });

  it('keeps the outer day inside a provider given none', () => {
    renderWithWorkbench(
      <TodayProvider today="2026-11-20">
        <TodayProvider today={undefined}>
          <ShowToday />
        </TodayProvider>
      </TodayProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-20');
  });
});
