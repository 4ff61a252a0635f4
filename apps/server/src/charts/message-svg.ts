import { removeNonXmlCharacters } from '@chartbench/chart-engine';

/** Escapes text for an SVG text node or attribute; characters XML 1.0 cannot carry (controls) are dropped. */
export function escapeXml(text: string): string {
  return removeNonXmlCharacters(text).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/**
 * A small SVG image that states a problem in words (unknown symbol, bad parameter), so that an `<img>` shows
 * the reason instead of a broken-image icon. The invalid-symbol screen is 900 by 400 (spec 1 §9).
 */
export function messageSvg(lines: readonly string[], width = 900, height = 400): string {
  const top = height / 2 - ((lines.length - 1) * 24) / 2;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * 24}" text-anchor="middle" font-size="${i === 0 ? 18 : 14}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<rect width="100%" height="100%" fill="#ffffff" stroke="#cccccc"/>` +
    `<g font-family="DejaVu Sans, Arial, sans-serif" fill="#333333">${texts}</g></svg>`
  );
}
