/**
 * An SVG document as an image address (`data:` URL), so a chart drawn without a server can be an `<img>` source.
 *
 * @example svgDataUrl(renderChart(input).svg)
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
