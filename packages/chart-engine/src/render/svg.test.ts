import { renderSvg } from './svg';
import { escapeXml } from '../util/escape';

describe('SVG writer', () => {
  it('escapes text and attributes and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes each primitive once, clip groups with unique ids, and nothing for empty paths', () => {
    const svg = renderSvg({
      width: 100,
      height: 50,
      background: '#fff',
      title: 'T <1>',
      nodes: [
        { kind: 'path', d: '', style: { stroke: '#000' } },
        {
          kind: 'clip',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          children: [{ kind: 'path', role: 'a', d: 'M0 0L1 1', style: { stroke: '#000', opacity: 0.5 } }],
        },
        { kind: 'clip', x: 0, y: 0, width: 10, height: 10, children: [] },
        {
          kind: 'text',
          x: 1.26,
          y: 2,
          text: 'x & y',
          size: 10,
          fill: '#123456',
          anchor: 'end',
          weight: 'bold',
        },
        { kind: 'rect', x: 0, y: 0, width: -5, height: 3, style: { fill: '#f00', crisp: true } },
        { kind: 'line', x1: 0, y1: 0, x2: 5, y2: 5, style: { stroke: '#00f', dash: '2 2' } },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"')).toBe(true);
    expect(svg).toContain('<title>T &lt;1&gt;</title>');
    expect(svg.match(/<path/g)).toHaveLength(1);
    expect(svg).toContain('id="cb-clip-0"');
    expect(svg).toContain('id="cb-clip-1"');
    expect(svg).toContain('opacity="0.5"');
    expect(svg).toContain(
      '<text x="1.3" y="2" font-size="10" fill="#123456" text-anchor="end" font-weight="bold">x &amp; y</text>',
    );
    expect(svg).toContain('width="0"');
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain('stroke-dasharray="2 2"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
