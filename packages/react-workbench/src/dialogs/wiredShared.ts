import type { AccountLimits, MemberDataState, ModalTarget, SavedChart, ViewedChart } from '@chartbench/core';
import { itemsOf } from '@chartbench/core';
import { useEffect } from 'react';
import { useWorkbench, useWorkbenchInstance } from '../WorkbenchProvider/WorkbenchProvider';
import { WriteRefused } from './shared/useSubmission';

/** The account limits of the member (a visitor's are the free ones). */
export function useLimits(): AccountLimits {
  const member = useWorkbench((state) => state.member);
  const table = useWorkbench((state) => state.memberData.accountLimits);
  return table.byMemberType[member?.memberType ?? 'FREE'];
}

/** What the open modal acts on (its target), read once: the dialog acts on what it opened on. */
export function useModalTarget(): ModalTarget {
  return useWorkbench((state) => state.modal?.target) ?? NO_TARGET;
}

const NO_TARGET: ModalTarget = {};

/**
 * Turns a store write into what the dialog's submission expects: false rejects, carrying the store's refusal (a
 * yellow toast: a limit or a read-only list) so the dialog shows those words instead of its generic failure.
 */
export function useOrFail(): (write: Promise<boolean>) => Promise<void> {
  const workbench = useWorkbenchInstance();
  return async (write) => {
    if (await write) return;
    const toast = workbench.getState().toasts.items.at(-1);
    throw new WriteRefused(toast?.color === 'yellow' ? toast.message : null);
  };
}

/** The viewed saved chart as the save and delete forms see it, or null for an unsaved chart. */
export function viewedChart(saved: SavedChart | null, memberData: MemberDataState): ViewedChart | null {
  if (!saved) return null;
  const list = itemsOf(memberData.chartLists).find((candidate) => candidate.listNum === saved.listNum);
  return {
    recid: saved.recid,
    listNum: saved.listNum,
    name: saved.name,
    comments: saved.comments,
    isInReadOnlyList: list !== undefined && (list.isReadOnly || list.isFrameworkChartList),
  };
}

/** Closes a dialog opened without anything to act on (no saved chart, no style picked). */
export function useCloseWithoutTarget(hasTarget: boolean, close: () => void): void {
  useEffect(() => {
    if (!hasTarget) close();
  }, [hasTarget, close]);
}
