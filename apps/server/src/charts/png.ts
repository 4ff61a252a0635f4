import { Resvg } from '@resvg/resvg-js';

/** Rasterises an SVG document to PNG bytes (system fonts, DejaVu Sans preferred). */
export function svgToPng(svg: string): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  });
  return new Uint8Array(resvg.render().asPng());
}
