import { CONSTANTS } from '../../catalogues/index';
import type { KeyValueStorage } from '../ports/workbench-ports';

/** The workbench preferences of spec 1 §4.6. */
export interface PreferencesState {
  readonly chartLeftAligned: boolean;
  readonly autoSize: boolean;
  readonly inspector: boolean;
}

/** What a preference change depends on. */
export interface PreferencesContext {
  readonly loggedIn: boolean;
  readonly annotating: boolean;
}

/** A side effect of a preference change, run by `runPreferenceEffects`. */
export type PreferencesEffect =
  | {
      readonly type: 'savePreferences';
      readonly value: { readonly chartLeftAligned: boolean; readonly autoSize: boolean };
    }
  | { readonly type: 'inspectorCookie'; readonly on: boolean };

/** Why a change was refused, or null. */
export type PreferencesRefusal = 'annotating' | 'createAccount' | null;

/** A transition's result: the new state, its effects, and a refusal when nothing (or not all) was applied. */
export interface PreferencesResult {
  readonly state: PreferencesState;
  readonly effects: readonly PreferencesEffect[];
  readonly refused: PreferencesRefusal;
}

/** Writes cookies (document.cookie in a browser); `null` deletes. */
export interface CookieWriter {
  get(name: string): string | null;
  set(name: string, value: string | null): void;
}

/** The storage key of the saved preferences. */
export const PREFERENCES_STORAGE_KEY = 'chartbench.preferences';

const AUTO_SIZE_BELOW_WIDTH = 1024;
const { inspectorCookie } = CONSTANTS.session;

/** The defaults (spec 1 §4.6): left-aligned, auto-size when the body is under 1024 px wide, inspector off. */
export function defaultPreferences(bodyWidth: number): PreferencesState {
  return { chartLeftAligned: true, autoSize: bodyWidth < AUTO_SIZE_BELOW_WIDTH, inspector: false };
}

/**
 * Reads the saved preferences and the inspector cookie; an unreadable saved value falls back to the defaults.
 * The inspector is off when auto-size is on (spec 1 §4.6).
 */
export function loadPreferences(
  storage: KeyValueStorage,
  cookies: Pick<CookieWriter, 'get'>,
  bodyWidth: number,
): PreferencesState {
  const defaults = defaultPreferences(bodyWidth);
  let saved: Partial<PreferencesState> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Partial<PreferencesState>;
  } catch {
    saved = {};
  }
  const chartLeftAligned =
    typeof saved.chartLeftAligned === 'boolean' ? saved.chartLeftAligned : defaults.chartLeftAligned;
  const autoSize = typeof saved.autoSize === 'boolean' ? saved.autoSize : defaults.autoSize;
  const inspector = !autoSize && cookies.get(inspectorCookie.name) === inspectorCookie.value;
  return { chartLeftAligned, autoSize, inspector };
}

/** Whether the chart is drawn left-aligned: always when logged out (spec 1 §4.6). */
export function isChartLeftAligned(state: PreferencesState, loggedIn: boolean): boolean {
  return !loggedIn || state.chartLeftAligned;
}

const save = (state: PreferencesState): PreferencesEffect => ({
  type: 'savePreferences',
  value: { chartLeftAligned: state.chartLeftAligned, autoSize: state.autoSize },
});

/** Sets the chart alignment; refused while annotating (spec 1 §4.6). */
export function setChartLeftAligned(
  state: PreferencesState,
  value: boolean,
  context: PreferencesContext,
): PreferencesResult {
  if (context.annotating) return { state, effects: [], refused: 'annotating' };
  if (state.chartLeftAligned === value) return { state, effects: [], refused: null };
  const next = { ...state, chartLeftAligned: value };
  return { state: next, effects: [save(next)], refused: null };
}

/** Sets auto-size; refused while annotating; switching it on turns the inspector off (spec 1 §4.6). */
export function setAutoSize(
  state: PreferencesState,
  value: boolean,
  context: PreferencesContext,
): PreferencesResult {
  if (context.annotating) return { state, effects: [], refused: 'annotating' };
  if (state.autoSize === value) return { state, effects: [], refused: null };
  const next = { ...state, autoSize: value, inspector: value ? false : state.inspector };
  const effects: PreferencesEffect[] = [save(next)];
  if (state.inspector && !next.inspector) effects.push({ type: 'inspectorCookie', on: false });
  return { state: next, effects, refused: null };
}

/** Switches the inspector; it cannot be switched on while annotating or with auto-size on (spec 1 §4.6). */
export function setInspector(
  state: PreferencesState,
  on: boolean,
  context: PreferencesContext,
): PreferencesResult {
  if (on && context.annotating) return { state, effects: [], refused: 'annotating' };
  if (on && state.autoSize) return { state, effects: [], refused: null };
  if (state.inspector === on) return { state, effects: [], refused: null };
  return { state: { ...state, inspector: on }, effects: [{ type: 'inspectorCookie', on }], refused: null };
}

/** The Workbench Preferences form (spec 3 §2.13). */
export interface PreferencesForm {
  readonly chartLeftAligned: boolean;
  readonly autoSize: boolean;
  readonly autoRefresh: boolean;
}

/**
 * Saves the preferences form. Logged out with the chart not left-aligned or auto-refresh on, the
 * create-account dialog is shown and those two are not saved (spec 3 §4); auto-size still is. Refused whole
 * while annotating. `autoRefresh` in the result is the value to apply, or null to leave it as it is.
 */
export function savePreferencesForm(
  state: PreferencesState,
  form: PreferencesForm,
  context: PreferencesContext,
): PreferencesResult & { readonly autoRefresh: boolean | null } {
  if (context.annotating) return { state, effects: [], refused: 'annotating', autoRefresh: null };
  const blocked = !context.loggedIn && (!form.chartLeftAligned || form.autoRefresh);
  const aligned = setChartLeftAligned(
    state,
    blocked ? state.chartLeftAligned : form.chartLeftAligned,
    context,
  );
  const sized = setAutoSize(aligned.state, form.autoSize, context);
  const effects = [...aligned.effects.filter((e) => e.type !== 'savePreferences'), ...sized.effects];
  if (aligned.state !== state && !sized.effects.some((e) => e.type === 'savePreferences'))
    effects.push(save(sized.state));
  return {
    state: sized.state,
    effects,
    refused: blocked ? 'createAccount' : null,
    autoRefresh: blocked ? null : form.autoRefresh,
  };
}

/** Runs preference effects: the saved values to local storage, the inspector to its cookie. */
export function runPreferenceEffects(
  ports: { readonly storage: KeyValueStorage; readonly cookies: CookieWriter },
  effects: readonly PreferencesEffect[],
): void {
  for (const effect of effects) {
    if (effect.type === 'savePreferences')
      ports.storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(effect.value));
    else ports.cookies.set(inspectorCookie.name, effect.on ? inspectorCookie.value : null);
  }
}
