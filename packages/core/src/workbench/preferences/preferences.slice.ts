import { isLoggedIn } from '../../model/index';
import { canUse } from '../../rules/index';
import { blocksResize, isAnnotating } from '../annotation/annotation';
import { openModal } from '../modal/modal';
import type { CookieWriter, PreferencesForm, PreferencesResult } from './preferences';
import {
  loadPreferences,
  runPreferenceEffects,
  savePreferencesForm,
  setAutoSize,
  setChartLeftAligned,
  setInspector,
} from './preferences';
import type { ResizeStart } from '../resize/resize';
import { beginResize, finishResize, trackResize } from '../resize/resize';
import type { StoreKernel } from '../store/kernel.types';
import type { WorkbenchState } from '../store/workbench.types';

/** The body width taken when there is no page port (a desktop page). */
const DEFAULT_BODY_WIDTH = 1280;

const NO_COOKIES: CookieWriter = { get: () => null, set: () => undefined };

/** The preferences a new workbench starts with: saved locally and in the inspector cookie (spec 1 §4.6). */
export function initialPreferences(kernel: Pick<StoreKernel, 'ports'>): WorkbenchState['preferences'] {
  const { ports } = kernel;
  return loadPreferences(
    ports.storage,
    ports.cookies ?? NO_COOKIES,
    ports.page?.bodyWidth() ?? DEFAULT_BODY_WIDTH,
  );
}

/** Storage with nothing saved: what a server render reads. */
const NOTHING_SAVED = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * The preferences a server render starts with (nothing saved, no cookie, a desktop page): the first state of a
 * workbench that reads the saved ones after mounting, so hydration sees what the server drew.
 */
export function serverPreferences(): WorkbenchState['preferences'] {
  return loadPreferences(NOTHING_SAVED, NO_COOKIES, DEFAULT_BODY_WIDTH);
}

/**
 * Preferences (spec 1 §4.6) and resize by dragging (spec 1 §4.5) wired into the store. `reload` loads the chart
 * being viewed with new settings.
 */
export function createPreferencesSlice(
  kernel: StoreKernel,
  reload: (settings: WorkbenchState['chart']['settings']) => void,
) {
  const { ports } = kernel;
  const context = () => ({
    loggedIn: isLoggedIn(kernel.state().member),
    annotating: isAnnotating(kernel.state().annotation),
  });

  function apply(result: PreferencesResult): void {
    runPreferenceEffects({ storage: ports.storage, cookies: ports.cookies ?? NO_COOKIES }, result.effects);
    const state = kernel.state();
    const modal = result.refused === 'createAccount' ? openModal(state.member, 'createAccount') : state.modal;
    if (result.state !== state.preferences || modal !== state.modal)
      kernel.set({ ...state, preferences: result.state, modal });
  }

  /** Opens create-account for a visitor and says no (spec 1 §4.5). */
  function memberOnly(): boolean {
    const state = kernel.state();
    if (isLoggedIn(state.member)) return true;
    kernel.set({ ...state, modal: openModal(state.member, 'createAccount') });
    return false;
  }

  return {
    /** Reads the saved preferences and the page width again (after mounting, see `preferencesAfterStart`). */
    loadSaved(): void {
      const state = kernel.state();
      const saved = initialPreferences(kernel);
      const same = (Object.keys(saved) as (keyof typeof saved)[]).every(
        (k) => saved[k] === state.preferences[k],
      );
      if (!same) kernel.set({ ...state, preferences: saved });
    },
    setChartLeftAligned: (value: boolean) =>
      apply(setChartLeftAligned(kernel.state().preferences, value, context())),
    setAutoSize: (value: boolean) => apply(setAutoSize(kernel.state().preferences, value, context())),
    setInspector: (on: boolean) => apply(setInspector(kernel.state().preferences, on, context())),
    /** Saves the form; returns the auto-refresh value to apply, or null to leave it. */
    savePreferences(form: PreferencesForm): boolean | null {
      const result = savePreferencesForm(kernel.state().preferences, form, context());
      apply(result);
      return result.autoRefresh;
    },
    /**
     * Starts a resize by dragging. It makes the chart size Custom, which spec 1 §6 keeps for paying members:
     * of spec 1 §4.5 (members) and §6 (paying members) we take §6, so a visitor gets create-account and a free
     * member the upgrade dialog, and no drag starts.
     */
    startResize(start: ResizeStart): void {
      // While annotating the handle is off (before the member check: no dialog opens over the notes tool).
      if (blocksResize(kernel.state().annotation)) return;
      if (!memberOnly()) return;
      const state = kernel.state();
      const permission = canUse(state.member, { kind: 'chartSize', size: 'custom' });
      if (!permission.allowed) {
        if (permission.modal !== 'none')
          kernel.set({ ...state, modal: openModal(state.member, permission.modal) });
        return;
      }
      kernel.set({ ...state, resize: beginResize(start) });
    },
    resizeTo(point: { readonly x: number; readonly y: number }): void {
      const state = kernel.state();
      if (!state.resize) return;
      const resize = trackResize(state.resize, point);
      if (resize !== state.resize) kernel.set({ ...state, resize });
    },
    endResize(): void {
      const state = kernel.state();
      if (!state.resize) return;
      const settings = finishResize(state.resize, state.chart.settings);
      kernel.set({ ...state, resize: null });
      reload(settings);
    },
  };
}
