import { isLoggedIn, type PreferencesForm } from '@chartbench/core';
import { useState } from 'react';
import { PreferencesDialog } from '../dialogs/PreferencesDialog/PreferencesDialog';
import { useWorkbenchActions, useWorkbenchInstance } from '../WorkbenchProvider/WorkbenchProvider';

/** Props of {@link StorePreferencesDialog}. */
export interface StorePreferencesDialogProps {
  readonly close: () => void;
  readonly isCurrent: () => boolean;
}

/**
 * The workbench preferences dialog wired to the store (spec 3 §4): it opens on the store's preferences and saves
 * through `savePreferences`; when that opened create account instead (a visitor), that dialog is left open.
 */
export function StorePreferencesDialog({ close, isCurrent }: StorePreferencesDialogProps) {
  const workbench = useWorkbenchInstance();
  const actions = useWorkbenchActions();
  const [opened] = useState(() => {
    const state = workbench.getState();
    const initial: PreferencesForm = {
      chartLeftAligned: state.preferences.chartLeftAligned,
      autoSize: state.preferences.autoSize,
      autoRefresh: state.autoRefresh.enabled,
    };
    return { initial, loggedIn: isLoggedIn(state.member) };
  });
  const save = (form: PreferencesForm) => {
    actions.savePreferences(form);
    if (isCurrent()) close();
  };
  return (
    <PreferencesDialog initial={opened.initial} loggedIn={opened.loggedIn} onSubmit={save} onClose={close} />
  );
}
