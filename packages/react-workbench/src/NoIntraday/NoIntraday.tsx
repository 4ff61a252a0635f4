import { useId, useMemo } from 'react';
import { MESSAGES, isIntradayPeriod, lockedMenu } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Heading, Hint, Screen } from './NoIntraday.styles';
import { useHeadingTag } from '../theme/headings';

/** Why an intraday entry of the screen's period menu cannot be chosen (core's lock text). */
export { NO_INTRADAY_LOCK } from '@chartbench/core';

/**
 * The no-intraday screen of spec 3 §2.1 and §8, for an end-of-day symbol asked for an intraday period: the
 * message and a period menu whose intraday periods are off. Other periods the member may not use keep their
 * lock and open the create-account or upgrade dialog, as in the upper bar (spec 2 §6).
 */
export function NoIntraday() {
  const headingId = useId();
  const headingTag = useHeadingTag(0);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const period = useWorkbench((state) => state.chart.settings.period);
  const member = useWorkbench((state) => state.member);
  const actions = useWorkbenchActions();
  const options = useMemo(() => lockedMenu(member, { kind: 'period', endOfDay: true }), [member]);
  const onLockedChoice = (value: string) => {
    if (!isIntradayPeriod(value)) actions.setPeriod(value);
  };
  return (
    <Screen aria-labelledby={headingId}>
      <Heading as={headingTag} id={headingId}>
        {MESSAGES.symbol.noIntraday(symbol)}
      </Heading>
      <Hint>Choose a daily or longer period to chart it.</Hint>
      <OptionMenu
        label="Period"
        options={options}
        value={period}
        onChange={actions.setPeriod}
        onLockedChoice={onLockedChoice}
      />
    </Screen>
  );
}
