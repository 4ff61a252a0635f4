import { renderAnnotatedChart } from '../../render-annotated-chart';
import {
  ANNOTATION_TOOLS,
  createAnnotationMapping,
  createDefaultChartSettings,
  parseInspectorText,
  type AnnotationDocument,
  type ChartSettings,
} from '@chartbench/core';
import { renderChart } from '../../render-chart';
import { renderSvg } from '../../render/svg';
import { createSampleBars } from '../../sample-bars';
import { sampleAnnotations } from '../../sample-annotations';
import { paintAnnotations } from './paint-annotations';

const bars = createSampleBars({ seed: 7, count: 400 });
const settings: ChartSettings = { ...createDefaultChartSettings(), sortedIndicators: [], sortedOverlays: [] };
const all = sampleAnnotations(bars);

/** The SVG of the drawings alone, as the browser overlay draws them from the inspector text of the image. */
function overlaySvg(inspectorText: string, document: AnnotationDocument): string {
  const data = parseInspectorText(inspectorText);
  const nodes = paintAnnotations(document, createAnnotationMapping(data));
  const svg = renderSvg({ width: data.width, height: data.height, background: 'none', nodes, title: '' });
  return svg.slice(svg.indexOf('<clipPath'), svg.lastIndexOf('</svg>'));
}

describe('ChartNotes in the server image and the browser overlay', () => {
  it.each(ANNOTATION_TOOLS)(
    '%s: the server image carries exactly what the overlay draws (golden agreement)',
    (tool) => {
      const document = { version: 1 as const, drawings: all.drawings.filter((d) => d.tool === tool) };
      const { svg, inspectorText } = renderAnnotatedChart({
        symbol: 'AAPL',
        settings,
        bars,
        annotations: document,
      });
      const overlay = overlaySvg(inspectorText, document);
      expect(overlay).toContain(`data-role="annotation-${tool}"`);
      // The clip ids count from the chart's own clips in the image; compare the drawings without them.
      const strip = (s: string) => s.replace(/cb-clip-\d+/g, 'clip');
      expect(strip(svg)).toContain(strip(overlay));
    },
  );

  it('a drawing stays on its bar when the range and the size change', () => {
    const line = { version: 1 as const, drawings: all.drawings.filter((d) => d.tool === 'verticalLine') };
    const time = line.drawings[0]?.points[0]?.time ?? 0;
    for (const changed of [
      settings,
      { ...settings, range: '2y', rangeYears: 2 },
      { ...settings, chartSize: 'custom', customWidth: 1200, customHeight: 500 },
      { ...settings, isLogScale: !settings.isLogScale },
    ] as ChartSettings[]) {
      const { inspectorText } = renderAnnotatedChart({
        symbol: 'AAPL',
        settings: changed,
        bars,
        annotations: line,
      });
      const data = parseInspectorText(inspectorText);
      const map = createAnnotationMapping(data);
      const bar = data.bars.find((b) => map.xToTime(b.barIndex) === time);
      expect(bar).toBeDefined();
      expect(map.timeToX(time)).toBe(bar?.barIndex);
    }
  });

  it('leaves out a drawing on a panel the chart does not have, and draws nothing without drawings', () => {
    const elsewhere = { version: 1 as const, drawings: [{ ...all.drawings[0]!, panel: 'ind7' }] };
    const plain = renderChart({ symbol: 'AAPL', settings, bars });
    expect(renderAnnotatedChart({ symbol: 'AAPL', settings, bars, annotations: elsewhere }).svg).toBe(
      plain.svg,
    );
    expect(
      renderAnnotatedChart({ symbol: 'AAPL', settings, bars, annotations: { version: 1, drawings: [] } }).svg,
    ).toBe(plain.svg);
  });

  it('draws text as text, never as markup', () => {
    const text = {
      version: 1 as const,
      drawings: [{ ...all.drawings.find((d) => d.tool === 'text')!, text: '<script>x</script>' }],
    };
    const { svg } = renderAnnotatedChart({ symbol: 'AAPL', settings, bars, annotations: text });
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });
});
