import { itemsOf } from '@chartbench/core';
import type {
  AccountLimits,
  ChartStyle,
  MemberDataState,
  ModalTarget,
  SavedChart,
  ViewedChart,
} from '@chartbench/core';
import { useEffect, useState } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import {
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { WriteRefused } from './useSubmission';

/**
 * What the wired dialogs need from the host beyond the store. The store gives each by default: the modal's target
 * (`openModal(id, variant, { styleRecid, slot })`), the latest close (the inspector's last bar, else Symbol
 * Summary's close) and the Price Alerts table's count.
 */
export interface WiredDialogsOptions {
  /** The ChartStyle that edit ChartStyle name and delete ChartStyle act on, when the modal's target names none. */
  readonly chartStyleTarget?: () => ChartStyle | null;
  /** The latest close of the viewed symbol, for the price alert's percent menu (null: unknown, no menu). */
  readonly latestClose?: () => number | null;
  /** The member's price alerts so far, for the alert maximum. */
  readonly priceAlertCount?: () => number;
  /** The StyleButton slot (0-11) the StyleButton dialog edits, when the modal's target names none. */
  readonly styleButtonSlot?: () => number | null;
  /** The page address the chart links start from, without its query (the browser's page by default). */
  readonly pageUrl?: () => string;
  /** Copies the chart link (the browser clipboard by default). */
  readonly copyText?: (text: string) => Promise<void>;
}

/** What a connected dialog is given: the modal's render props and the host's options. */
export type WiredDialogProps = ModalRenderProps & { readonly options: WiredDialogsOptions };

/** The address of the page the workbench is on, without its query or fragment. */
export const browserPageUrl = () => `${window.location.origin}${window.location.pathname}`;

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

/** Loads the member's lists, each list's charts (for the full-list check) and the styles the dialog offers. */
export function useListsAndStyles(withCharts: boolean) {
  const actions = useWorkbenchActions();
  const memberData = useWorkbench((state) => state.memberData);
  const lists = itemsOf(memberData.chartLists);
  useEffect(() => {
    void actions.loadChartLists();
    void actions.loadChartStyles();
  }, [actions]);
  useEffect(() => {
    if (withCharts) for (const list of lists) void actions.loadSavedCharts(list.listNum);
  }, [actions, lists, withCharts]);
  return memberData;
}

/**
 * The ChartStyle that edit ChartStyle name and delete ChartStyle act on: the modal's target, else the host's, read
 * once (the dialog acts on the style it opened on); the dialog closes when there is none.
 */
export function useChartStyleTarget(options: WiredDialogsOptions, close: () => void): ChartStyle | null {
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const target = useModalTarget();
  const [style] = useState(() =>
    target.styleRecid === undefined
      ? (options.chartStyleTarget?.() ?? null)
      : (styles.find((candidate) => candidate.recid === target.styleRecid) ?? null),
  );
  useCloseWithoutTarget(style !== null, close);
  return style;
}
