import { vi } from 'vitest';
import { printChartImage } from './printChartImage';

/** A stand-in for the blank window: its own document, and print and focus to watch. */
function blankWindow() {
  const document = window.document.implementation.createHTMLDocument('');
  return { document, print: vi.fn(), focus: vi.fn() };
}

describe('issue #17 item 3: Print opens a blank window with the chart image and prints it (spec 3 §7)', () => {
  it('puts only the image in a blank window and prints once it has loaded', () => {
    const opened = blankWindow();
    const open = vi.fn(() => opened as unknown as Window);
    printChartImage('/c-sc/sc?s=MSFT', open);
    expect(open).toHaveBeenCalledWith('', '_blank');
    const image = opened.document.body.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/c-sc/sc?s=MSFT');
    expect(opened.document.body.children).toHaveLength(1);
    expect(opened.print).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    expect(opened.print).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an image, or when the window is blocked', () => {
    const open = vi.fn(() => null);
    printChartImage(null, open);
    expect(open).not.toHaveBeenCalled();
    expect(() => printChartImage('/c-sc/sc?s=MSFT', open)).not.toThrow();
  });
});
