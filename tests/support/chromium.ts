/**
 * How every browser test launches Chromium: Debian's build by default, or the one named by `CHROMIUM_PATH`
 * (for example a local Chrome on a developer's laptop). The flags keep Chromium quiet on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options for playwright-core and @vitest/browser-playwright. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
