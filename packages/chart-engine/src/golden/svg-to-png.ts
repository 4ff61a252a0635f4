import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const DEJAVU = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

/**
 * Rasterises a chart SVG with resvg for review: DejaVu Sans (the chart's first font) when installed, else the
 * system's fonts with the generic sans-serif family, so text renders on machines without DejaVu too.
 */
export function svgToPng(svg: string): Buffer {
  const dejavu = DEJAVU.filter((file) => existsSync(file));
  const font =
    dejavu.length > 0
      ? { fontFiles: dejavu, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
      : { loadSystemFonts: true, defaultFontFamily: 'sans-serif' };
  return new Resvg(svg, { font, background: 'white' }).render().asPng();
}
