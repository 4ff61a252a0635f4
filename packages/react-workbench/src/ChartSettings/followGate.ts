import type { GateOutcome, UpgradeModal } from '@chartbench/core';

/** Acts on core's gate outcome: runs `allowed`, or opens the refusal's dialog; a refusal without a dialog does nothing. */
export function followGate(
  outcome: GateOutcome,
  allowed: () => void,
  refuse: (modal: UpgradeModal) => void,
): void {
  if (outcome === 'allowed') allowed();
  else if (outcome !== 'unavailable') refuse(outcome);
}
