import { findRange, gateChoice, parseUserDate } from '@chartbench/core';
import type { ChartSettings, Member, SettingsChange, UpgradeModal } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { followGate } from './followGate';
import { MENUS, gatedMenus } from './menuOptions';
import { CommitField } from './TextField';

/** Props of {@link DateField}. */
interface DateFieldProps {
  readonly label: string;
  readonly value: string;
  readonly today: string;
  readonly onCommit: (iso: string) => void;
}

/**
 * A start or end date input: read by core on blur or Enter; text core cannot read reverts ('' shows
 * '(today)'). Free text on React Aria's TextField, not its segmented DateField: spec 1 §5.2 accepts typed
 * dates in four shapes, two-digit years resolved against today, and the word 'today', and an empty field
 * means today and shows '(today)'; segments can express none of these.
 */
function DateField({ label, value, today, onCommit }: DateFieldProps) {
  return (
    <CommitField
      label={label}
      shown={value}
      read={(text) => (text.trim() === '' ? '' : parseUserDate(text, today))}
      isSame={(iso) => iso === value}
      onCommit={onCommit}
      placeholder="(today)"
    />
  );
}

/** Props of {@link RangeFields}. */
export interface RangeFieldsProps {
  readonly draft: ChartSettings;
  readonly member: Member | null;
  readonly today: string;
  /** Applies a range change and reloads the chart (spec 2 §4: the image reloads when the range changes). */
  readonly applyChange: (change: SettingsChange) => void;
  readonly edit: (next: ChartSettings) => void;
  readonly refuse: (modal: UpgradeModal) => void;
}

/**
 * The range controls (spec 2 §2): the range menu, years, months and days, start and end dates, and the bar
 * and gap menus for Fill the Chart. Every change goes through core's range transitions.
 */
export function RangeFields({ draft, member, today, applyChange, edit, refuse }: RangeFieldsProps) {
  const menus = gatedMenus(member);
  const range = findRange(draft.range);
  const chooseRange = (id: string) =>
    followGate(
      gateChoice(member, { kind: 'range', range: id }),
      () => applyChange({ kind: 'range', range: id }),
      refuse,
    );
  const chooseYears = (years: string) =>
    followGate(
      gateChoice(member, { kind: 'rangeYears', years: Number(years) }),
      () => applyChange({ kind: 'rangeLength', years: Number(years) }),
      refuse,
    );
  return (
    <>
      <OptionMenu
        label="Range"
        options={menus.range}
        value={draft.range}
        onChange={chooseRange}
        onLockedChoice={chooseRange}
      />
      <OptionMenu
        label="Years"
        options={menus.years}
        value={String(draft.rangeYears)}
        onChange={chooseYears}
        onLockedChoice={chooseYears}
      />
      <OptionMenu
        label="Months"
        options={MENUS.months}
        value={String(draft.rangeMonths)}
        onChange={(months) => applyChange({ kind: 'rangeLength', months: Number(months) })}
      />
      <OptionMenu
        label="Days"
        options={MENUS.days}
        value={String(draft.rangeDays)}
        onChange={(days) => applyChange({ kind: 'rangeLength', days: Number(days) })}
      />
      <DateField
        label="Start"
        value={draft.rangeStartDate}
        today={today}
        onCommit={(start) => applyChange({ kind: 'rangeDates', start })}
      />
      <DateField
        label="End"
        value={draft.rangeEndDate}
        today={today}
        onCommit={(end) => applyChange({ kind: 'rangeDates', end })}
      />
      {range?.usesBarAndGap && (
        <>
          <OptionMenu
            label="Bar"
            options={MENUS.bar}
            value={String(draft.rangeBar)}
            onChange={(bar) => edit({ ...draft, rangeBar: Number(bar) })}
          />
          <OptionMenu
            label="Gap"
            options={MENUS.gap}
            value={String(draft.rangeGap)}
            onChange={(gap) => edit({ ...draft, rangeGap: Number(gap) })}
          />
        </>
      )}
    </>
  );
}
