import type { ToastColor } from '@chartbench/core';

/** The note tone a toast colour reads as inside a dialog (spec 3 §8: success green, failure red, partial yellow). */
export function toneOf(color: ToastColor): 'success' | 'warning' | 'danger' | 'muted' {
  if (color === 'green') return 'success';
  if (color === 'yellow') return 'warning';
  if (color === 'red') return 'danger';
  return 'muted';
}
