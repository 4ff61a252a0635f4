import { useEffect } from 'react';
import { TOUR_STARTUP_VARIANT, chartLoadCompleted, startupTourDue } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions, useWorkbenchPorts } from '../WorkbenchProvider/WorkbenchProvider';

/** The local storage key that remembers the start-up tour was shown in this browser. */
export const STARTUP_TOUR_SEEN_KEY = 'chartbench.startupTourSeen';

/**
 * Opens the start-up tour pages 7-9 (spec 3 §4) once per browser when the host asks for them, after the chart has
 * loaded and where the tour may show; core's `startupTourDue` decides.
 */
export function useStartupTour(requested: boolean, bodyWidth: number): void {
  const { storage } = useWorkbenchPorts();
  const { openModal } = useWorkbenchActions();
  const chartLoaded = useWorkbench((state) => chartLoadCompleted(state.chart.status));
  const modalOpen = useWorkbench((state) => state.modal !== null);
  useEffect(() => {
    const seen = storage.getItem(STARTUP_TOUR_SEEN_KEY) !== null;
    if (modalOpen || !startupTourDue({ requested, seen, chartLoaded, bodyWidth })) return;
    storage.setItem(STARTUP_TOUR_SEEN_KEY, '1');
    openModal('startTour', TOUR_STARTUP_VARIANT);
  }, [requested, chartLoaded, bodyWidth, modalOpen, storage, openModal]);
}
