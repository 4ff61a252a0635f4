import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { todayFromClock } from '@chartbench/core';
import { useWorkbenchPorts } from './WorkbenchProvider';

const TodayContext = createContext<string | undefined>(undefined);

/** Fixes today for the components below (a host's or a test's date); without it, today comes from the store's clock. */
export function TodayProvider({
  today,
  children,
}: {
  readonly today: string | undefined;
  readonly children?: ReactNode;
}) {
  const outer = useContext(TodayContext);
  // An unset day keeps the one fixed further up (the Workbench's, inside its own mode panel).
  return <TodayContext.Provider value={today ?? outer}>{children}</TodayContext.Provider>;
}

/**
 * Today as YYYY-MM-DD for date rules: `override` when given, else the nearest {@link TodayProvider}'s, else core's
 * reading of the workbench's clock, so components and the store agree on the day.
 */
export function useToday(override?: string): string {
  const fixed = useContext(TodayContext);
  const { clock } = useWorkbenchPorts();
  return override ?? fixed ?? todayFromClock(clock);
}
