import {
  MESSAGES,
  chartListChoices,
  findListChoice,
  initialSaveChartForm,
  saveChartModes,
  validateSaveChartForm,
  type ChartList,
  type Member,
  type SaveChartMode,
  type ViewedChart,
} from '@chartbench/core';
import { useId, useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { Choice, Fieldset, Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';
import { AdvancedToggle } from './SaveChartDialog.styles';

/** What a valid save chart form sends. */
export interface SaveChartValues {
  readonly mode: SaveChartMode;
  readonly listNum: number;
  readonly name: string;
  readonly comments: string;
}

/** Props of {@link SaveChartDialog}. */
export interface SaveChartDialogProps {
  readonly member: Member | null;
  /** The chart being viewed (null: none). */
  readonly viewed: ViewedChart | null;
  /** The mode asked for (the modal's variant); falls back to save as new. */
  readonly variant?: string;
  /** The name a new chart gets (usually the symbol). */
  readonly defaultName: string;
  readonly lists: readonly ChartList[];
  /** Charts per list number. */
  readonly chartCounts: ReadonlyMap<number, number>;
  /** The member's charts-per-list maximum (-1 unknown). */
  readonly maxChartsPerList: number;
  readonly onSubmit: (values: SaveChartValues) => Promise<void> | void;
  readonly onClose: () => void;
}

const MODE_TITLES: Record<SaveChartMode, string> = {
  saveChart: 'Save',
  moveChart: 'Move',
  saveAsNewChart: 'Save As New',
};

/**
 * The save chart dialog (spec 3 §2.14, §4, §5): Save, Move and Save As New for a saved writable chart, else
 * save as new only; the list, name and, under Advanced Options, comments; the validators' messages; saving and
 * 'Failed to save chart. Please try again.'.
 */
export function SaveChartDialog({
  member,
  viewed,
  variant,
  defaultName,
  lists,
  chartCounts,
  maxChartsPerList,
  onSubmit,
  onClose,
}: SaveChartDialogProps) {
  const modes = saveChartModes(member, viewed, variant);
  const initial = initialSaveChartForm(viewed, defaultName);
  const [mode, setMode] = useState<SaveChartMode>(modes.mode);
  const [listNum, setListNum] = useState<number | null>(mode === 'moveChart' ? null : initial.listNum);
  const [name, setName] = useState(initial.name);
  const [comments, setComments] = useState(initial.comments);
  const [advanced, setAdvanced] = useState(false);
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, MESSAGES.chart.saveFailed);
  const advancedId = useId();

  const choices = chartListChoices('saveChart', lists, chartCounts, maxChartsPerList);
  const currentList = viewed?.listNum ?? null;
  const effectiveListNum = mode === 'saveChart' ? currentList : listNum;
  const choice = findListChoice(choices, effectiveListNum);
  const result = validateSaveChartForm({
    mode,
    list: choice?.target ?? null,
    name,
    comments,
    maxChartsPerList,
    currentChart:
      viewed && viewed.listNum !== null
        ? { listNum: viewed.listNum, isInReadOnlyList: viewed.isInReadOnlyList }
        : null,
  });
  const errors = checked ? result.errors : {};

  const send = () => {
    setChecked(true);
    if (!result.isValid || effectiveListNum === null) {
      if (result.errors.comments) setAdvanced(true);
      return;
    }
    void submit({ mode, listNum: effectiveListNum, ...result.values });
  };

  return (
    <DialogForm
      modal="saveChart"
      status={status}
      submitLabel={MODE_TITLES[mode]}
      onSubmit={send}
      onClose={onClose}
    >
      {modes.modes.length > 1 && (
        <Fieldset>
          <legend>Mode</legend>
          {modes.modes.map((m) => {
            const refused = m === 'moveChart' && modes.moveRefusal !== null;
            return (
              <Choice key={m}>
                <input
                  type="radio"
                  name="save-chart-mode"
                  value={m}
                  checked={mode === m}
                  disabled={refused}
                  onChange={() => {
                    setMode(m);
                    if (m === 'moveChart') setListNum(null);
                    else if (listNum === null) setListNum(initial.listNum);
                  }}
                />
                {MODE_TITLES[m]}
                {refused && <Note as="span">({MESSAGES.common.extraAndProOnly})</Note>}
              </Choice>
            );
          })}
        </Fieldset>
      )}
      {mode !== 'saveChart' && (
        <SelectField
          label="ChartList"
          value={listNum === null ? '' : String(listNum)}
          onChange={(value) => setListNum(value === '' ? null : Number(value))}
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
      )}
      {mode === 'saveChart' && errors.list && (
        <Note role="alert" $tone="danger">
          {errors.list}
        </Note>
      )}
      {choice?.note && !errors.list && <Note $tone="warning">{choice.note}</Note>}
      {mode !== 'moveChart' && (
        <TextField label="Chart name" value={name} onChange={setName} error={errors.name} />
      )}
      {errors.chart && (
        <Note role="alert" $tone="danger">
          {errors.chart}
        </Note>
      )}
      <AdvancedToggle
        type="button"
        aria-expanded={advanced}
        aria-controls={advancedId}
        onClick={() => setAdvanced((open) => !open)}
      >
        Advanced Options
      </AdvancedToggle>
      <div id={advancedId} hidden={!advanced}>
        {advanced && (
          <TextAreaField label="Comments" value={comments} onChange={setComments} error={errors.comments} />
        )}
      </div>
    </DialogForm>
  );
}
