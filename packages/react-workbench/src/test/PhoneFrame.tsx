import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** A phone's width in CSS px, the narrowest container the workbench is reviewed at. */
export const PHONE_WIDTH = 390;

/**
 * A story decorator: the story in a 390 by 760 px box. The transform makes the box the containing block of
 * `position: fixed` content, so a dialog's backdrop fills the phone rather than the story window.
 */
export const phoneFrame: Decorator = (Story) => (
  <div
    data-phone-frame=""
    style={{ width: PHONE_WIDTH, height: 760, overflow: 'auto', transform: 'translateZ(0)' }}
  >
    {Story()}
  </div>
);

/**
 * Checks what a user of a 390 px container would notice: nothing makes the box scroll sideways and every
 * dialog in it is at most 390 px wide and keeps its content without a sideways scroll.
 */
export async function expectFitsPhone(canvasElement: HTMLElement): Promise<void> {
  const frame = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-phone-frame]');
  await expect(frame).not.toBeNull();
  if (!frame) return;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  for (const dialog of frame.querySelectorAll<HTMLElement>('[role="dialog"]')) {
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  }
}
