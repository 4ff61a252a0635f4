import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createBufferedLog } from '@chartbench/core';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { RangeSlider } from './RangeSlider';

const TODAY = '2026-11-20';
const renderSlider = (
  props: Partial<Parameters<typeof RangeSlider>[0]> = {},
  options: Parameters<typeof renderWithWorkbench>[1] = {},
  ports: Parameters<typeof renderWithWorkbench>[2] = {},
) =>
  renderWithWorkbench(
    <RangeSlider chartWidth={900} datePickersShown today={TODAY} {...props} />,
    options,
    ports,
  );

describe('spec 2 §4 RangeSlider', () => {
  it('starts on the chart window: one year back to today', () => {
    renderSlider();
    expect(screen.getByRole('slider', { name: 'Date window' })).toHaveAttribute(
      'aria-valuetext',
      '2025-11-20 to today',
    );
  });

  it.each([
    ['the date pickers are hidden', { datePickersShown: false }],
    ['the chart is 385 px or narrower', { chartWidth: 385 }],
  ])('is not shown when %s', (_name, props) => {
    renderSlider(props);
    expect(screen.queryByRole('group', { name: 'Range slider' })).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', null, '300px'],
    ['a member', MEMBERS.free, '360px'],
  ])('is 300 px wide, 360 logged in: %s', (_name, member, width) => {
    renderSlider({ loggedIn: member !== null });
    expect(screen.getByRole('group', { name: 'Range slider' })).toHaveStyle({ width, height: '19px' });
  });

  it('Left nudges by a weekday; a 250 ms pause commits start and end with today as blank', async () => {
    const { workbench } = renderSlider();
    const slider = screen.getByRole('slider', { name: 'Date window' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyUp(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuetext', '2025-11-19 to 2026-11-19');
    expect(workbench.getState().chart.settings.range).toBe('1y');
    await waitFor(() =>
      expect(workbench.getState().chart.settings).toMatchObject({
        range: 'custom',
        rangeStartDate: '2025-11-19',
        rangeEndDate: '2026-11-19',
      }),
    );
  });

  it('Right at today stays: the window is clamped to the maximum', () => {
    renderSlider();
    const slider = screen.getByRole('slider', { name: 'Date window' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuetext', '2025-11-20 to today');
  });

  it('the Earlier button nudges like the Left key', () => {
    renderSlider();
    const slider = screen.getByRole('slider', { name: 'Date window' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Earlier' }));
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Earlier' }));
    expect(slider).toHaveAttribute('aria-valuetext', '2025-11-19 to 2026-11-19');
  });

  it('the right-click menu offers the presets and commits one at once', async () => {
    const { user, workbench } = renderSlider();
    fireEvent.contextMenu(screen.getByRole('slider', { name: 'Date window' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['3 Years', '2 Years', '1 Year', '6 Months', '3 Months', '1 Month', 'YTD']);
    await user.click(screen.getByRole('menuitem', { name: 'YTD' }));
    expect(workbench.getState().chart.settings).toMatchObject({
      range: 'ytd',
      rangeStartDate: '2026-01-01',
      rangeEndDate: '',
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('dragging the window moves both dates; release and pause commit', async () => {
    const { workbench } = renderSlider();
    const slider = screen.getByRole('slider', { name: 'Date window' });
    fireEvent.pointerDown(slider, { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    const [start, end] = (slider.getAttribute('aria-valuetext') ?? '').split(' to ');
    expect(start! < '2025-11-20').toBe(true);
    expect(end).not.toBe('today');
    await waitFor(() => expect(workbench.getState().chart.settings.rangeStartDate).toBe(start));
  });
});

describe('spec 3 §5, spec 2 §4 while the range slider is dragged', () => {
  const key = { key: 'a', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, inControl: false };

  it('hotkeys wait until the drag ends', () => {
    const { workbench } = renderSlider();
    const slider = screen.getByRole('slider', { name: 'Date window' });
    expect(workbench.actions.hotkey(key)).not.toBeNull();
    fireEvent.pointerDown(slider, { button: 0, pointerId: 1, clientX: 100 });
    expect(workbench.getState().pointerDrag).toBe('rangeSlider');
    expect(workbench.actions.hotkey(key)).toBeNull();
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 120 });
    expect(workbench.getState().pointerDrag).toBeNull();
    expect(workbench.actions.hotkey(key)).not.toBeNull();
  });

  it('the preset menu closes on a click outside the slider', () => {
    renderSlider();
    fireEvent.contextMenu(screen.getByRole('slider', { name: 'Date window' }));
    expect(screen.getByRole('menu', { name: 'Range presets' })).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('spec 2 §4 the range slider on a tablet', () => {
  it('is 19 px high, and 33 px where the pointer is a finger', () => {
    renderSlider();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const slider = screen.getByRole('group', { name: 'Range slider' });
    const rules = slider.className
      .split(/\s+/)
      .flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? []);
    expect(rules.join('')).toContain('height:19px');
    expect(css).toMatch(/@media \(pointer: ?coarse\)\{[^}]*height:33px/);
  });

  it('spec 2 §8 logs a warning, and shows nothing, for chart dates it cannot show', async () => {
    const log = createBufferedLog({ now: () => 0 });
    const { workbench } = renderSlider({}, {}, { log });
    act(() =>
      workbench.actions.updateSettings({
        ...workbench.getState().chart.settings,
        range: 'custom',
        rangeStartDate: '1850-01-01',
        rangeEndDate: '2020-01-01',
      }),
    );
    await waitFor(() =>
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          messages: ['Range slider: ignored the start date 1850-01-01, older than 1900-01-01.'],
        }),
      ),
    );
    expect(screen.getByRole('slider', { name: 'Date window' })).toHaveAttribute(
      'aria-valuetext',
      '2025-11-20 to today',
    );
    expect(workbench.getState().toasts.items).toEqual([]);
  });
});

describe('spec 2 §4 the grab handles (React Aria thumbs)', () => {
  const thumb = (name: string) => screen.getByRole('slider', { name: new RegExp(`^${name} Range slider$`) });

  it('say their dates, and Left/Right step one edge by the period', () => {
    renderSlider();
    const start = thumb('Start date');
    const end = thumb('End date');
    expect(start).toHaveAttribute('aria-valuetext', '2025-11-20');
    expect(end).toHaveAttribute('aria-valuetext', 'today');
    fireEvent.keyDown(start, { key: 'ArrowLeft' });
    expect(start).toHaveAttribute('aria-valuetext', '2025-11-19');
    fireEvent.keyDown(end, { key: 'ArrowRight' });
    fireEvent.keyDown(end, { key: 'ArrowLeft' });
    expect(screen.getByRole('slider', { name: 'Date window' })).toHaveAttribute(
      'aria-valuetext',
      '2025-11-19 to 2026-11-19',
    );
  });

  it('hotkeys wait while a thumb is held', () => {
    const { workbench } = renderSlider();
    const handle = thumb('Start date').closest('[data-edge]');
    if (!handle) throw new Error('The start thumb has no handle.');
    fireEvent.pointerDown(handle, { button: 0, pointerId: 2, clientX: 40 });
    expect(workbench.getState().pointerDrag).toBe('rangeSlider');
    fireEvent.pointerUp(window, { pointerId: 2, clientX: 40 });
    expect(workbench.getState().pointerDrag).toBeNull();
  });
});
