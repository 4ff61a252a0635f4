import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { InvalidSymbol } from '../InvalidSymbol/InvalidSymbol';
import { HistoricalData } from '../modes/HistoricalData/HistoricalData';
import { HeadingLevelProvider, headingTag } from './headings';
import { scrollBehavior } from './motion';

describe('issue 19: headings follow the host page', () => {
  it('a top heading takes the level the host gives, a nested one goes deeper, always within h1..h6', () => {
    expect(headingTag(2, 0)).toBe('h2');
    expect(headingTag(3, 1)).toBe('h4');
    expect(headingTag(5, 2)).toBe('h6');
    expect(headingTag(0, 0)).toBe('h1');
  });

  it('without a level the screens keep h2, under the page title', () => {
    render(<InvalidSymbol symbol="NOPE" onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('NOPE');
  });

  it('inside a host whose section is h3, the invalid-symbol screen and a mode title are h4', () => {
    render(
      <HeadingLevelProvider level={4}>
        <InvalidSymbol symbol="NOPE" onSubmit={vi.fn()} />
        <HistoricalData
          symbol="MSFT"
          member={null}
          period="D"
          load={null}
          onPeriodChange={vi.fn()}
          onUpgradeToPro={vi.fn()}
        />
      </HeadingLevelProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('NOPE'),
      'Historical Price Data for MSFT',
    ]);
    expect(screen.queryByRole('heading', { level: 5 })).toBeNull();
  });
});

describe('issue 19: prefers-reduced-motion', () => {
  const withMotion = (reduce: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

  afterEach(() => vi.unstubAllGlobals());

  it('a scroll the workbench starts jumps for a reader who asked for less motion, and glides otherwise', () => {
    withMotion(true);
    expect(scrollBehavior()).toBe('auto');
    withMotion(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
