/**
 * Normalising an indicator's or overlay's parameter string (spec 2 §5): symbol parameters are upper-cased with
 * whitespace removed; the flags of the price indicator and overlay accept log (L, LOG, LOGARITHMIC...) and
 * inverted (I, INV, INVERT, INVERTED...) and are written `log` and `inverted`; other parts are trimmed.
 * Meant for a finished input (on blur), not for every keystroke.
 */
import { findIndicator, findOverlay, type ParameterSpec } from '../../catalogues/index';

const LOG_FLAG = /^L(OG[A-Z]*)?$/i;
const INVERTED_FLAG = /^I(NV[A-Z]*)?$/i;

function normalizeFlag(part: string): string {
  if (LOG_FLAG.test(part)) return 'log';
  if (INVERTED_FLAG.test(part)) return 'inverted';
  return part;
}

function normalizePart(part: string, spec: ParameterSpec | undefined, isFlagList: boolean): string {
  if (spec?.kind === 'symbol') return part.replace(/\s+/g, '').toUpperCase();
  const trimmed = part.trim();
  return isFlagList ? normalizeFlag(trimmed) : trimmed;
}

/** Normalises a parameter string for a catalogue indicator (`kind` 'indicator') or overlay ('overlay'). */
export function normalizeStudyParameters(
  kind: 'indicator' | 'overlay',
  id: string,
  parameters: string,
): string {
  const definition = kind === 'indicator' ? findIndicator(id) : findOverlay(id);
  if (!definition || parameters.trim() === '') return parameters.trim();
  const specs = definition.parameters;
  const last = specs[specs.length - 1];
  // The price study's last position is a free list of flags ('log', 'inverted'), which may repeat.
  const flagsFrom =
    last?.kind === 'text' && /flag/i.test(last.name) ? specs.length - 1 : Number.POSITIVE_INFINITY;
  return parameters
    .split(',')
    .map((part, i) => normalizePart(part, specs[i], i >= flagsFrom))
    .join(',');
}
