import type { ChartStyle } from '@chartbench/core';
import { chartCountsByList, itemsOf, limitMaximum, priceAlertLatestClose, priceAlertsUsage } from '@chartbench/core';
import { useEffect, useMemo, useState } from 'react';
import type { ModalRegistry, ModalRenderProps } from '../ModalHost/ModalHost';
import { useModes, useWorkbench, useWorkbenchActions, useWorkbenchInstance } from '../WorkbenchProvider/WorkbenchProvider';
import { WiredAddToChartList, WiredApplyStyle } from './wiredListDialogs';
import { useCloseWithoutTarget, useLimits, useModalTarget, useOrFail, viewedChart } from './wiredShared';
import { CreateChartListDialog } from './CreateChartListDialog/CreateChartListDialog';
import { CreatePriceAlertDialog } from './CreatePriceAlertDialog/CreatePriceAlertDialog';
import { DeleteDialog } from './DeleteDialog/DeleteDialog';
import { EmailChartDialog } from './EmailChartDialog/EmailChartDialog';
import { EditNameDialog } from './EditNameDialog/EditNameDialog';
import { SaveChartDialog } from './SaveChartDialog/SaveChartDialog';
import { SaveChartStyleDialog } from './SaveChartStyleDialog/SaveChartStyleDialog';
import { ShareChartDialog } from './ShareChartDialog/ShareChartDialog';
import { StyleButtonDialog } from './StyleButtonDialog/StyleButtonDialog';

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

/** The address of the page the workbench is on, without its query or fragment. */
const browserPageUrl = () => `${window.location.origin}${window.location.pathname}`;

function WiredSaveChart({ variant, close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const member = useWorkbench((state) => state.member);
  const memberData = useWorkbench((state) => state.memberData);
  const savedChart = useWorkbench((state) => state.savedChart);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const limits = useLimits();
  const lists = itemsOf(memberData.chartLists);
  useEffect(() => {
    void actions.loadChartLists();
  }, [actions]);
  // The full-list check counts each list's charts, so the lists offered are loaded once.
  useEffect(() => {
    for (const list of lists) void actions.loadSavedCharts(list.listNum);
  }, [actions, lists]);
  const chartCounts = useMemo(() => chartCountsByList(memberData), [memberData]);
  const viewed = useMemo(() => viewedChart(savedChart, memberData), [savedChart, memberData]);
  return (
    <SaveChartDialog
      member={member}
      viewed={viewed}
      variant={variant}
      defaultName={symbol}
      lists={lists}
      chartCounts={chartCounts}
      maxChartsPerList={limits.maxChartsPerChartList}
      onSubmit={(values) => orFail(actions.saveChart(values))}
      onClose={close}
    />
  );
}

function WiredSaveChartStyle({ variant, close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const defaultStyle = useWorkbench((state) => state.memberData.defaultStyle);
  const limits = useLimits();
  useEffect(() => {
    void actions.loadChartStyles();
  }, [actions]);
  return (
    <SaveChartStyleDialog
      variant={variant}
      styles={styles}
      defaultStyleRecid={defaultStyle?.recid ?? null}
      maxChartStyles={limits.maxChartStyles}
      onSubmit={(values) => orFail(actions.saveChartStyle(values))}
      onClose={close}
    />
  );
}

function WiredCreateChartList({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => itemsOf(state.memberData.chartLists));
  const limits = useLimits();
  useEffect(() => {
    void actions.loadChartLists();
  }, [actions]);
  return (
    <CreateChartListDialog
      member={member}
      listCount={lists.length}
      maxChartLists={limits.maxChartLists}
      onSubmit={(values) => orFail(actions.createChartList(values))}
      onUpgrade={(modal) => actions.openModal(modal)}
      onClose={close}
    />
  );
}

function WiredCreatePriceAlert({ close, options }: ModalRenderProps & { readonly options: WiredDialogsOptions }) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const workbench = useWorkbenchInstance();
  const symbol = useWorkbench((state) => state.chart.symbol);
  const inspector = useWorkbench((state) => state.inspector);
  const alerts = useModes((state) => state.alerts);
  const summaryLoad = useModes((state) => state.market.symbolSummary);
  const limits = useLimits();
  const summary = summaryLoad?.status === 'loaded' && summaryLoad.data ? { symbol: summaryLoad.symbol, close: summaryLoad.data.close } : null;
  const latestClose = options.latestClose ? options.latestClose() : priceAlertLatestClose(symbol, inspector.status === 'ready' ? inspector.data.bars : null, summary);
  const count = options.priceAlertCount ? options.priceAlertCount() : priceAlertsUsage(alerts, workbench.getState()).used;
  return (
    <CreatePriceAlertDialog
      symbol={symbol}
      latestClose={latestClose}
      alertCount={count}
      maxPriceAlerts={limits.maxPriceAlerts}
      onSubmit={(values) => orFail(actions.createPriceAlert(values))}
      onClose={close}
    />
  );
}

function WiredChartName({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const saved = useWorkbench((state) => state.savedChart);
  useCloseWithoutTarget(saved !== null, close);
  if (!saved) return null;
  return <EditNameDialog kind="chart" currentName={saved.name} onSubmit={(name) => orFail(actions.renameSavedChart(saved.recid, name))} onClose={close} />;
}

function WiredDeleteChart({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const saved = useWorkbench((state) => state.savedChart);
  const memberData = useWorkbench((state) => state.memberData);
  const viewed = useMemo(() => viewedChart(saved, memberData), [saved, memberData]);
  useCloseWithoutTarget(saved !== null, close);
  if (!saved) return null;
  return (
    <DeleteDialog
      kind="chart"
      name={saved.name}
      isReadOnly={viewed?.isInReadOnlyList ?? false}
      onSubmit={() => orFail(actions.deleteSavedChart(saved.recid))}
      onClose={close}
    />
  );
}

function WiredStyle({ close, kind, options }: ModalRenderProps & { readonly kind: 'rename' | 'delete'; readonly options: WiredDialogsOptions }) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const defaultStyle = useWorkbench((state) => state.memberData.defaultStyle);
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const target = useModalTarget();
  // The target is read once: the dialog acts on the style it opened on.
  const [style] = useState(() =>
    target.styleRecid === undefined ? (options.chartStyleTarget?.() ?? null) : (styles.find((candidate) => candidate.recid === target.styleRecid) ?? null),
  );
  useCloseWithoutTarget(style !== null, close);
  if (!style) return null;
  if (kind === 'rename') {
    return <EditNameDialog kind="chartStyle" currentName={style.name} onSubmit={(name) => orFail(actions.renameChartStyle(style.recid, name))} onClose={close} />;
  }
  return (
    <DeleteDialog
      kind="chartStyle"
      style={style}
      defaultStyleRecid={defaultStyle?.recid ?? null}
      onSubmit={() => orFail(actions.deleteChartStyle(style.recid))}
      onClose={close}
    />
  );
}

function WiredStyleButton({ close, options }: ModalRenderProps & { readonly options: WiredDialogsOptions }) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const slots = useWorkbench((state) => state.memberData.styleButtons);
  const target = useModalTarget();
  const limits = useLimits();
  // The slot is read once, and only a slot that holds a button is edited.
  const [asked] = useState(() => target.slot ?? options.styleButtonSlot?.() ?? null);
  const editingIndex = asked !== null && slots[asked] ? asked : null;
  useEffect(() => {
    void actions.loadChartStyles();
  }, [actions]);
  return (
    <StyleButtonDialog
      styles={styles}
      editingIndex={editingIndex}
      maxButtons={limitMaximum(limits, 'styleButtons')}
      onSubmit={(values) => orFail(actions.saveStyleButton(values, editingIndex))}
      {...(editingIndex === null ? {} : { onClear: () => orFail(actions.clearStyleButton(editingIndex)) })}
      onClose={close}
    />
  );
}

function WiredLinkToChart({ close, options }: ModalRenderProps & { readonly options: WiredDialogsOptions }) {
  const actions = useWorkbenchActions();
  const pageUrl = options.pageUrl ?? browserPageUrl;
  return (
    <ShareChartDialog
      createLongUrl={() => actions.createChartLink(pageUrl())}
      shortenUrl={(longUrl) => actions.shortenChartLink(longUrl)}
      {...(options.copyText ? { copyText: options.copyText } : {})}
      onCopied={(toast) => actions.showToast(toast.color, toast.message)}
      onClose={close}
    />
  );
}

function WiredEmailChart({ close, options }: ModalRenderProps & { readonly options: WiredDialogsOptions }) {
  const actions = useWorkbenchActions();
  const symbol = useWorkbench((state) => state.chart.symbol);
  const imageUrl = useWorkbench((state) => state.chart.imageUrl);
  const pageUrl = options.pageUrl ?? browserPageUrl;
  return (
    <EmailChartDialog
      symbol={symbol}
      imageUrl={imageUrl}
      onSend={(fields) => actions.emailChart(fields, pageUrl())}
      onFinished={(toast) => actions.showToast(toast.color, toast.message)}
      onClose={close}
    />
  );
}

/**
 * The member dialogs wired to the store, as ModalHost's registry (spec 3 §2.14, §4): save chart, save
 * ChartStyle, create ChartList, create price alert, edit chart and ChartStyle names, delete chart and ChartStyle,
 * the StyleButton dialog, Link To Chart (Share Chart), Email Chart, Add To ChartList and Apply ChartStyle To Charts.
 * Each opens on the store's member data and submits through the store's write actions, which show the toasts.
 *
 * @example <ModalHost dialogs={useWiredDialogs()} />
 */
export function useWiredDialogs(options: WiredDialogsOptions = {}): ModalRegistry {
  const { chartStyleTarget, latestClose, priceAlertCount, styleButtonSlot, pageUrl, copyText } = options;
  return useMemo(() => {
    const held: WiredDialogsOptions = {
      ...(chartStyleTarget ? { chartStyleTarget } : {}),
      ...(latestClose ? { latestClose } : {}),
      ...(priceAlertCount ? { priceAlertCount } : {}),
      ...(styleButtonSlot ? { styleButtonSlot } : {}),
      ...(pageUrl ? { pageUrl } : {}),
      ...(copyText ? { copyText } : {}),
    };
    return {
      saveChart: (props) => <WiredSaveChart {...props} />,
      saveChartStyle: (props) => <WiredSaveChartStyle {...props} />,
      createChartList: (props) => <WiredCreateChartList {...props} />,
      createPriceAlert: (props) => <WiredCreatePriceAlert {...props} options={held} />,
      editChartName: (props) => <WiredChartName {...props} />,
      deleteChart: (props) => <WiredDeleteChart {...props} />,
      editChartStyleName: (props) => <WiredStyle {...props} kind="rename" options={held} />,
      deleteChartStyle: (props) => <WiredStyle {...props} kind="delete" options={held} />,
      chartStyleButton: (props) => <WiredStyleButton {...props} options={held} />,
      linkToChart: (props) => <WiredLinkToChart {...props} options={held} />,
      emailChart: (props) => <WiredEmailChart {...props} options={held} />,
      addToChartList: (props) => <WiredAddToChartList {...props} />,
      applyChartStyleToCharts: (props) => <WiredApplyStyle {...props} />,
    };
  }, [chartStyleTarget, latestClose, priceAlertCount, styleButtonSlot, pageUrl, copyText]);
}
