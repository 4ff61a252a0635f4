import { AnnotationsRequestError, annotationsFromReply, annotationsUrl } from './saved-annotations';
import { savedChartId } from './chart-element';

describe('a saved chart’s ChartNotes for <chartbench-chart chart="…">', () => {
  it('asks the server for the chart id and symbol', () => {
    expect(annotationsUrl('https://charts.example', 42, '$SPX')).toBe(
      'https://charts.example/c-sc/annotations?a=42&s=%24SPX',
    );
  });

  it('reads the chart attribute as a saved chart id, or none', () => {
    expect(savedChartId('42')).toBe(42);
    expect(savedChartId(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '99999999999'])
      expect(savedChartId(bad)).toBeNull();
  });

  it('reads the notes with core’s check, and refuses a reply it cannot use with a clear message', () => {
    expect(annotationsFromReply({ success: true, annotations: '' })).toEqual({ version: 1, drawings: [] });
    expect(() => annotationsFromReply({ success: true })).toThrow(
      new AnnotationsRequestError('The ChartNotes could not be read.'),
    );
    expect(() => annotationsFromReply({ annotations: '{"version":9}' })).toThrow(
      /^These ChartNotes cannot be used/,
    );
  });
});
