import { useState } from 'react';
import { applySettingsChange, gateRowCounts, normalizeRows } from '@chartbench/core';
import type { ChartSettings, SettingsChange } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/** The panel's draft of the chart settings and the ways to change it. */
export interface SettingsDraft {
  readonly draft: ChartSettings;
  /** Replaces the draft (the chart reloads on Update Chart). */
  edit(next: ChartSettings): void;
  /** Applies one of core's panel changes to the draft, refusing row additions beyond the member's limits. */
  change(change: SettingsChange): void;
  /** Replaces the draft with `next` checked against the member's row limits. */
  editRows(next: ChartSettings): void;
  /** Replaces the draft and reloads the chart with it at once. */
  apply(next: ChartSettings): void;
}

/**
 * Keeps a draft of the viewed chart's settings: edits stay in the draft until applied; a new chart in the store
 * (loaded, undone, or applied) replaces the draft.
 */
export function useSettingsDraft(today: string): SettingsDraft {
  const settings = useWorkbench((state) => state.chart.settings);
  const member = useWorkbench((state) => state.member);
  const actions = useWorkbenchActions();
  const [base, setBase] = useState(settings);
  // Rows are shown normalised: padded to 3 with one trailing blank row to add to (spec 2 §4).
  const [draft, setDraft] = useState(() => normalizeRows(settings));
  if (base !== settings) {
    setBase(settings);
    setDraft(normalizeRows(settings));
  }
  const editRows = (next: ChartSettings) => {
    const gated = gateRowCounts(member, draft, next);
    if (gated.modal) actions.openModal(gated.modal);
    setDraft(gated.settings);
  };
  return {
    draft,
    edit: setDraft,
    change: (change) => editRows(applySettingsChange(draft, change, { today })),
    editRows,
    apply: (next) => {
      setDraft(next);
      actions.updateSettings(next);
    },
  };
}
