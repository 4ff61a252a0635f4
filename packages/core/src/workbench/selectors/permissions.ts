import type { Feature, GateOutcome } from '../../rules/index';
import { gateChoice, isCryptoSymbol } from '../../rules/index';
import type { WorkbenchState } from '../store/workbench.types';

/** What the member of the state choosing a gated feature gets: allowed, the refusal's dialog, or nothing. */
export function selectGate(state: WorkbenchState, feature: Feature): GateOutcome {
  return gateChoice(state.member, feature);
}

/** Whether the chart's symbol trades on a crypto venue; null while its company info is not known. */
export function selectIsCryptoSymbol(state: WorkbenchState): boolean | null {
  return isCryptoSymbol(state.chart.companyInfo);
}
