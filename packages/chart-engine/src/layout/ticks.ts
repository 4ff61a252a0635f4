import type { ValueScale } from './scale';

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest "nice" step (1, 2, 2.5 or 5 times a power of ten) at or above a raw step. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const fraction = raw / power;
  const nice = NICE_STEPS.find((step) => fraction <= step + 1e-9) ?? 10;
  return nice * power;
}

/** Nice ticks covering [min, max], about `target` of them. */
export function linearTicks(min: number, max: number, target: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min || target < 1) return [];
  const step = niceStep((max - min) / target);
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  const ticks: number[] = [];
  for (let k = first; k <= last; k++) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/**
 * Ticks of a log scale: 1-2-5 per decade when the range spans decades, otherwise nice linear values (which a
 * log panel spaces unevenly, as readers of price charts expect).
 */
export function logTicks(min: number, max: number, target: number): number[] {
  if (!(min > 0) || max <= min) return linearTicks(min, max, target);
  if (max / min < 10) return linearTicks(min, max, target);
  const candidates: number[] = [];
  for (let power = Math.floor(Math.log10(min)); power <= Math.ceil(Math.log10(max)); power++) {
    for (const m of [1, 2, 5]) {
      const value = Number((m * Math.pow(10, power)).toPrecision(12));
      if (value >= min && value <= max) candidates.push(value);
    }
  }
  if (candidates.length <= target * 1.5) return candidates;
  return candidates.filter(
    (value) => Math.abs(Math.log10(value) % 1) < 1e-9 || Math.abs((Math.log10(value) % 1) - 1) < 1e-9,
  );
}

/** Ticks for a value scale of a given pixel height: one label per ~`spacing` pixels. */
export function scaleTicks(scale: ValueScale, spacing = 40): number[] {
  const target = Math.max(2, Math.floor(Math.abs(scale.bottom - scale.top) / spacing));
  const ticks = (n: number) =>
    scale.log ? logTicks(scale.min, scale.max, n) : linearTicks(scale.min, scale.max, n);
  const first = ticks(target);
  // A coarse step can leave a single label on a short panel; a finer one reads better there.
  return first.length >= 3 ? first : ticks(target * 2);
}
