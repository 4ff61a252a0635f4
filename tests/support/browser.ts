import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';

/** Launches Chromium the way every browser test does (see chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Waits until the image matching `selector` has finished loading with a real picture. */
export async function waitForLoadedImage(page: Page, selector: string, timeout = 20_000): Promise<{ src: string; naturalWidth: number }> {
  const handle = await page.waitForFunction(
    (sel) => {
      const image = document.querySelector<HTMLImageElement>(sel);
      return image && image.complete && image.naturalWidth > 0 ? { src: image.currentSrc || image.src, naturalWidth: image.naturalWidth } : null;
    },
    selector,
    { timeout },
  );
  return (await handle.jsonValue()) as { src: string; naturalWidth: number };
}
