import type { AlertsLoad } from '../../rules/index';
import type { PriceAlert } from '../../model/index';
import type { ModesGroup, ModesGroupKernel } from './modes-kernel';

/** Price, Advanced and Predefined Alerts and the notifications at the top of the workbench (spec 3 §2.5-§2.7, §6). */
export interface AlertsModesState {
  readonly priceAlerts: AlertsLoad<PriceAlert>;
}

/** The alerts modes before anything was loaded. */
export const INITIAL_ALERTS_MODES: AlertsModesState = { priceAlerts: { status: 'pending' } };

/** What the alerts modes can be asked to do. */
export interface AlertsModesActions {
  /** Loads the price alerts again now. */
  reloadPriceAlerts(): void;
}

/** The alerts modes: loads while shown, polling, toggles and deletes. */
export function createAlertsModes(kernel: ModesGroupKernel<AlertsModesState>): ModesGroup<AlertsModesActions> {
  return {
    actions: { reloadPriceAlerts: () => kernel.set({ ...kernel.state(), priceAlerts: { status: 'pending' } }) },
    sync() {},
    dispose() {},
  };
}
