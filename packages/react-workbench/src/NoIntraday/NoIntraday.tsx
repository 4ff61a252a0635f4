import { useId, useMemo } from 'react';
import { MESSAGES, PERIODS, canUse, findPeriod } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import type { MenuOption } from '../OptionMenu/OptionMenu';
import { lockLabel } from '../OptionMenu/lockLabel';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Heading, Hint, Screen } from './NoIntraday.styles';

/** Why an intraday entry of the screen's period menu cannot be chosen. */
export const NO_INTRADAY_LOCK = 'No intraday data';

/**
 * The no-intraday screen of spec 3 §2.1 and §8, for an end-of-day symbol asked for an intraday period: the
 * message and a period menu whose intraday periods are off. Other periods the member may not use keep their
 * lock and open the create-account or upgrade dialog, as in the upper bar (spec 2 §6).
 */
export function NoIntraday() {
  const headingId = useId();
  const symbol = useWorkbench((state) => state.chart.symbol);
  const period = useWorkbench((state) => state.chart.settings.period);
  const member = useWorkbench((state) => state.member);
  const actions = useWorkbenchActions();
  const options = useMemo<MenuOption[]>(
    () =>
      PERIODS.map((option) => ({
        value: option.value,
        label: option.title,
        dividerBefore: option.hasDividerBefore,
        lock: option.isIntraday ? NO_INTRADAY_LOCK : lockLabel(canUse(member, { kind: 'period', period: option.value })),
      })),
    [member],
  );
  const onLockedChoice = (value: string) => {
    if (findPeriod(value)?.isIntraday !== true) actions.setPeriod(value);
  };
  return (
    <Screen aria-labelledby={headingId}>
      <Heading id={headingId}>{MESSAGES.symbol.noIntraday(symbol)}</Heading>
      <Hint>Choose a daily or longer period to chart it.</Hint>
      <OptionMenu label="Period" options={options} value={period} onChange={actions.setPeriod} onLockedChoice={onLockedChoice} />
    </Screen>
  );
}
