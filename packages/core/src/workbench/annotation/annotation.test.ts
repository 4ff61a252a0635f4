import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import type { ChartState } from '../chart/chart.transitions';
import { createChartState } from '../chart/chart.transitions';
import type { AnnotationModeState } from './annotation';
import {
  ANNOTATION_INACTIVE,
  annotationRefusal,
  annotationSaving,
  blocksChartLoading,
  blocksResize,
  isAnnotating,
  planAnnotationClose,
} from './annotation';

const loadedChart = (overrides: Partial<ChartState> = {}): ChartState => ({
  ...createChartState('MSFT', createDefaultChartSettings()),
  status: 'loaded',
  companyInfo: { exchange: 'NASDAQ', isEOD: false, name: 'Microsoft' },
  ...overrides,
});

const ACTIVATING: AnnotationModeState = { status: 'activating', restoreInspector: false };
const DEACTIVATING: AnnotationModeState = { status: 'deactivating', restoreInspector: false };

describe('spec 2 §4 annotation mode: refusals', () => {
  it.each<[string, AnnotationModeState, Partial<ChartState>, string | null]>([
    ['a loaded chart', ANNOTATION_INACTIVE, {}, null],
    ['a session already loading', ACTIVATING, {}, 'alreadyActive'],
    ['a session closing', DEACTIVATING, {}, 'alreadyActive'],
    ['a chart still loading (not mounted)', ANNOTATION_INACTIVE, { status: 'loading' }, 'chartNotMounted'],
    ['a chart image that failed', ANNOTATION_INACTIVE, { status: 'error' }, 'chartNotMounted'],
    ['a symbol not found', ANNOTATION_INACTIVE, { status: 'invalidSymbol' }, 'symbolNotFound'],
    [
      'an end-of-day symbol on an intraday chart',
      ANNOTATION_INACTIVE,
      {
        companyInfo: { exchange: 'X', isEOD: true, name: 'x' },
        settings: { ...createDefaultChartSettings(), period: '60' },
      },
      'eodOnIntraday',
    ],
    [
      'an end-of-day symbol on a daily chart',
      ANNOTATION_INACTIVE,
      { companyInfo: { exchange: 'X', isEOD: true, name: 'x' } },
      null,
    ],
    [
      'the PerfChart',
      ANNOTATION_INACTIVE,
      { settings: { ...createDefaultChartSettings(), chartType: 'perfChart' } },
      'perfChart',
    ],
  ])('%s', (_name, mode, chart, refusal) => {
    expect(annotationRefusal(mode, loadedChart(chart))).toBe(refusal);
  });
});

describe('spec 2 §4 annotation mode: what it blocks', () => {
  it.each<[AnnotationModeState['status'], boolean, boolean]>([
    ['inactive', false, false],
    ['activating', true, true],
    ['active', true, true],
    ['deactivating', true, false],
  ])('%s: annotating %s, chart loading blocked %s', (status, annotating, blocked) => {
    const mode = { status, restoreInspector: false } as AnnotationModeState;
    expect(isAnnotating(mode)).toBe(annotating);
    expect(blocksChartLoading(mode)).toBe(blocked);
    // The resize handle changes the chart: it is off for the whole session, closing included.
    expect(blocksResize(mode)).toBe(annotating);
  });
});

describe('spec 2 §4 annotation mode: closing', () => {
  it.each([
    ['a member', true, false, 'member'],
    ['a visitor', false, false, 'visitor'],
    ['a read-only chart', true, true, 'readOnly'],
  ] as const)('%s saves as %s', (_name, loggedIn, readOnly, saving) => {
    expect(annotationSaving(loggedIn, readOnly)).toBe(saving);
  });

  it.each([
    [
      'a member changed a saved chart',
      'member',
      'new',
      'old',
      50,
      { type: 'save', text: 'new', newChart: false },
    ],
    ['a member changed nothing', 'member', 'same', 'same', 50, { type: 'discard' }],
    [
      'a member drew on an unsaved chart',
      'member',
      'new',
      '',
      0,
      { type: 'save', text: 'new', newChart: true },
    ],
    ['a member drew nothing on an unsaved chart', 'member', '', '', 0, { type: 'discard' }],
    ['a visitor drew', 'visitor', 'new', '', 0, { type: 'offerAccount' }],
    ['a visitor drew nothing', 'visitor', '', '', 0, { type: 'discard' }],
    ['a read-only chart', 'readOnly', 'new', 'old', 50, { type: 'discard' }],
    ['the edits were discarded', 'member', null, 'old', 50, { type: 'discard' }],
  ] as const)('%s', (_name, saving, text, saved, recid, plan) => {
    expect(planAnnotationClose(saving, text, saved, recid)).toEqual(plan);
  });
});
