import {
  applyStyleOutcome,
  chartListChoices,
  findListChoice,
  type ApplyStyleResult,
  type ChartList,
  type ChartStyle,
  type ToneMessage,
  validateApplyStyleForm,
} from '@chartbench/core';
import { useEffect, useRef, useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField } from '../shared/fields';
import { Note } from '../shared/shared.styles';
import { toneOf } from '../shared/tone';
import type { SubmissionStatus } from '../shared/useSubmission';

/** What the apply form sends. */
export interface ApplyStyleValues {
  readonly listNum: number;
  readonly styleRecid: number;
}

/** Props of {@link ApplyStyleDialog}. */
export interface ApplyStyleDialogProps {
  readonly lists: readonly ChartList[];
  readonly styles: readonly ChartStyle[];
  /** The list chosen at first (the one being viewed), or null. */
  readonly initialListNum?: number | null;
  /** The style chosen at first, or null. */
  readonly initialStyleRecid?: number | null;
  /** Applies the style; resolves to how many charts were and were not updated (a throw counts as a failed request). */
  readonly onSubmit: (values: ApplyStyleValues) => Promise<ApplyStyleResult>;
  readonly onClose: () => void;
}

const NO_COUNTS: ReadonlyMap<number, number> = new Map();

/**
 * The apply chart style to charts dialog (spec 1 §4.2; spec 3 §2.14, §6, §8): a list and a style; a read-only
 * or missing list is refused in yellow; the outcome reads green when all charts were updated, yellow when some or
 * none were, red when the request failed. A result arriving after the dialog closed is dropped.
 */
export function ApplyStyleDialog({
  lists,
  styles,
  initialListNum = null,
  initialStyleRecid = null,
  onSubmit,
  onClose,
}: ApplyStyleDialogProps) {
  const [listNum, setListNum] = useState<number | null>(initialListNum);
  const [styleRecid, setStyleRecid] = useState<number | null>(initialStyleRecid);
  const [checked, setChecked] = useState(false);
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<ToneMessage | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const choices = chartListChoices('applyChartStyleToCharts', lists, NO_COUNTS, -1);
  const choice = findListChoice(choices, listNum);
  const check = validateApplyStyleForm(choice?.list ?? null, styleRecid);
  const refusal = check.list;

  const send = async () => {
    setChecked(true);
    setOutcome(null);
    if (!check.isValid || styleRecid === null || listNum === null) return;
    setApplying(true);
    let result: ApplyStyleResult;
    try {
      result = await onSubmit({ listNum, styleRecid });
    } catch {
      result = { ok: false };
    }
    if (!mounted.current) return;
    setApplying(false);
    setOutcome(applyStyleOutcome(result));
  };

  const status: SubmissionStatus = applying ? { state: 'saving' } : { state: 'idle' };
  return (
    <DialogForm
      modal="applyChartStyleToCharts"
      status={status}
      submitLabel="Apply"
      onSubmit={() => void send()}
      onClose={onClose}
    >
      <SelectField
        label="ChartList"
        value={listNum === null ? '' : String(listNum)}
        onChange={(v) => setListNum(v === '' ? null : Number(v))}
      >
        <option value="">Select a ChartList</option>
        {choices.map((c) => (
          <option key={c.list.listNum} value={c.list.listNum}>
            {c.list.displayName}
            {c.list.isReadOnly ? ' (read-only)' : ''}
          </option>
        ))}
      </SelectField>
      {checked && refusal && (
        <Note role="alert" $tone={toneOf(refusal.color)}>
          {refusal.message}
        </Note>
      )}
      <SelectField
        label="ChartStyle"
        value={styleRecid === null ? '' : String(styleRecid)}
        onChange={(v) => setStyleRecid(v === '' ? null : Number(v))}
        error={checked ? (check.style ?? undefined) : undefined}
      >
        <option value="">Select a ChartStyle</option>
        {styles.map((s) => (
          <option key={s.recid} value={s.recid}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {outcome && (
        <Note
          role={outcome.color === 'green' ? 'status' : 'alert'}
          data-color={outcome.color}
          $tone={toneOf(outcome.color)}
        >
          {outcome.message}
        </Note>
      )}
    </DialogForm>
  );
}
