/**
 * The fonts Chromium draws the stories with: only DejaVu, from the `dejavu-fonts-ttf` package (the release
 * Debian's fonts-dejavu ships), with fixed rendering settings. Chromium on Linux takes its fonts from
 * fontconfig, so without this a picture would depend on the fonts a machine has installed (a machine with
 * Noto or Liberation would draw `system-ui` and `Arial` with those) and on its `/etc/fonts` rules.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Writes (when missing or different) a fontconfig file naming only the packaged fonts (under `node_modules/.cache/`) and returns its path,
 * for Chromium's `FONTCONFIG_FILE`.
 */
export function visualFontconfig(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  const fonts = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const folder = join(root, 'node_modules/.cache/chartbench-visual-fonts');
  const alias = (generic: string, family: string) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const setting = (name: string, value: string) => `    <edit name="${name}" mode="assign">${value}</edit>`;
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    `  <cachedir>${join(folder, 'cache')}</cachedir>`,
    // Its maths font would otherwise be the best match for any family not found (it covers the most).
    '  <selectfont><rejectfont><glob>*/DejaVuMathTeXGyre.ttf</glob></rejectfont></selectfont>',
    ...['sans-serif', 'sans', 'system-ui'].map((generic) => alias(generic, 'DejaVu Sans')),
    alias('serif', 'DejaVu Serif'),
    ...['monospace', 'mono'].map((generic) => alias(generic, 'DejaVu Sans Mono')),
    '  <match target="font">',
    setting('antialias', '<bool>true</bool>'),
    setting('hinting', '<bool>true</bool>'),
    setting('hintstyle', '<const>hintslight</const>'),
    setting('autohint', '<bool>false</bool>'),
    setting('rgba', '<const>none</const>'),
    setting('embeddedbitmap', '<bool>false</bool>'),
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
  const path = join(folder, 'fonts.conf');
  // Every vitest run loads the config: the file is written once, and again only when it would change.
  if (existsSync(path) && readFileSync(path, 'utf8') === config) return path;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path, config);
  return path;
}
