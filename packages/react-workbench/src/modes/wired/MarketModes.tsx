import { ModeStatus } from '../shared/ModeStatus';

/** Props of the market modes: today, for date rules (the local date when omitted). */
export interface MarketModeProps {
  readonly today?: string;
}

/** Symbol Summary connected to the modes store. */
export function WiredSymbolSummary(_props: MarketModeProps) {
  return <ModeStatus kind="loading" />;
}

/** Historical Price Data connected to the modes store. */
export function WiredHistoricalData() {
  return <ModeStatus kind="loading" />;
}

/** Options connected to the modes store. */
export function WiredOptions() {
  return <ModeStatus kind="loading" />;
}
