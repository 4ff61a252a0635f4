import {
  MESSAGES,
  chartListChoices,
  findListChoice,
  validateAddToChartListForm,
  type ChartList,
  type ChartStyle,
} from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField, TextField } from '../shared/fields';
import { Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** What a valid add to chart list form sends. */
export interface AddToChartListValues {
  readonly listNum: number;
  readonly name: string;
  readonly styleRecid: number;
}

/** Props of {@link AddToChartListDialog}. */
export interface AddToChartListDialogProps {
  /** The name the new chart gets at first (usually the symbol). */
  readonly defaultName: string;
  readonly lists: readonly ChartList[];
  /** Charts per list number. */
  readonly chartCounts: ReadonlyMap<number, number>;
  /** The member's charts-per-list maximum (-1 unknown). */
  readonly maxChartsPerList: number;
  readonly styles: readonly ChartStyle[];
  /** Chosen at first (the default ChartStyle), or null. */
  readonly defaultStyleRecid: number | null;
  /** False for a symbol not found or an end-of-day symbol on an intraday chart: adding is disabled (spec 3 §5). */
  readonly isSymbolUsable: boolean;
  readonly onSubmit: (values: AddToChartListValues) => Promise<void> | void;
  readonly onClose: () => void;
}

/**
 * The add to chart list dialog (spec 3 §2.14, §5, §8): a writable list with room (read-only and framework lists
 * are not offered), a 1-100 name and a ChartStyle, with their messages; disabled for an unusable symbol;
 * 'Failed to save symbol to ChartList. Please try again.' on failure.
 */
export function AddToChartListDialog({
  defaultName,
  lists,
  chartCounts,
  maxChartsPerList,
  styles,
  defaultStyleRecid,
  isSymbolUsable,
  onSubmit,
  onClose,
}: AddToChartListDialogProps) {
  const [listNum, setListNum] = useState<number | null>(null);
  const [name, setName] = useState(defaultName);
  const [styleRecid, setStyleRecid] = useState<number | null>(() =>
    styles.some((s) => s.recid === defaultStyleRecid) ? defaultStyleRecid : null,
  );
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, MESSAGES.chart.symbolSaveFailed);
  const choices = chartListChoices('addToChartList', lists, chartCounts, maxChartsPerList);
  const choice = findListChoice(choices, listNum);
  const result = validateAddToChartListForm({
    list: choice?.target ?? null,
    name,
    selectedStyleId: styleRecid === null ? null : String(styleRecid),
    maxChartsPerList,
  });
  const errors = checked ? result.errors : {};

  const send = () => {
    setChecked(true);
    if (!isSymbolUsable || !result.isValid || listNum === null || styleRecid === null) return;
    void submit({ listNum, name: result.values.name, styleRecid });
  };

  return (
    <DialogForm
      modal="addToChartList"
      status={status}
      submitLabel="Add"
      submitDisabled={!isSymbolUsable}
      onSubmit={send}
      onClose={onClose}
    >
      {!isSymbolUsable && (
        <Note $tone="warning">
          This symbol has no data for this chart, so it cannot be added to a ChartList.
        </Note>
      )}
      <SelectField
        label="ChartList"
        value={listNum === null ? '' : String(listNum)}
        onChange={(v) => setListNum(v === '' ? null : Number(v))}
        error={errors.list}
      >
        <option value="">Select a ChartList</option>
        {choices.map((c) => (
          <option key={c.list.listNum} value={c.list.listNum}>
            {c.list.displayName}
            {c.isFull ? ' (full)' : ''}
          </option>
        ))}
      </SelectField>
      {choice?.note && !errors.list && <Note $tone="warning">{choice.note}</Note>}
      <TextField label="Chart name" value={name} onChange={setName} error={errors.name} />
      <SelectField
        label="ChartStyle"
        value={styleRecid === null ? '' : String(styleRecid)}
        onChange={(v) => setStyleRecid(v === '' ? null : Number(v))}
        error={errors.style}
      >
        <option value="">Select a ChartStyle</option>
        {styles.map((s) => (
          <option key={s.recid} value={s.recid}>
            {s.recid === defaultStyleRecid ? `★ ${s.name}` : s.name}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}
