import type { KagiUnit, RenkoUnit } from '../../model/chart-settings';

/** Kagi reversal amount a unit starts from (spec 2 §9): points 1, percentage 0.5, ATR 14. */
export const KAGI_REVERSAL_BY_UNIT: Readonly<Record<KagiUnit, number>> = { points: 1, percentage: 0.5, atr: 14 };

/** Renko box size a unit starts from (spec 2 §9): points 1, ATR 14. */
export const RENKO_BOX_SIZE_BY_UNIT: Readonly<Record<RenkoUnit, number>> = { points: 1, atr: 14 };
