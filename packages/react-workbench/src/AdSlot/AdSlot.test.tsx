import { render, screen, within } from '@testing-library/react';
import { AdSlot } from './AdSlot';

describe('spec 1 §1, spec 3 §9 AdSlot', () => {
  it('beside the chart: the three sidebar placeholders', () => {
    render(<AdSlot placement="beside" bodyWidth={1400} />);
    const slots = within(screen.getByRole('complementary', { name: 'Advertisements' })).getAllByRole('img');
    expect(slots.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Advertisement 300 by 250',
      'Advertisement 300 by 300',
      'Advertisement 300 by 250',
    ]);
    expect(slots[1]).toHaveStyle({ width: '300px', height: '300px' });
  });

  it('above the chart: one top placeholder sized to the page', () => {
    render(<AdSlot placement="above" bodyWidth={600} />);
    expect(screen.getByRole('img', { name: 'Advertisement 320 by 50' })).toHaveStyle({
      width: '320px',
      height: '50px',
    });
  });

  it('shows nothing to members', () => {
    const { container } = render(<AdSlot placement="none" bodyWidth={1400} />);
    expect(container).toBeEmptyDOMElement();
  });
});
