import { useEffect, useMemo, useState } from 'react';
import {
  RANGE_SLIDER,
  commitSliderWindow,
  expandTrack,
  initialTrack,
  isValidWindow,
  nudgeEdge,
  nudgeWindow,
  settingsWindowWarning,
  sliderBounds,
  sliderWindowWarning,
  windowFromSettings,
} from '@chartbench/core';
import type { DateWindow, SliderEdge } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/** The slider's window, track and the timers that commit, repeat and expand them (spec 2 §4). */
export function useSliderWindow(today: string) {
  const settings = useWorkbench((state) => state.chart.settings);
  const actions = useWorkbenchActions();
  const bounds = useMemo(() => sliderBounds(today), [today]);
  const fromSettings = () => windowFromSettings(settings, today);
  const [base, setBase] = useState(settings);
  const [window, setWindowState] = useState(fromSettings);
  const [track, setTrack] = useState(() => initialTrack(fromSettings(), bounds));
  const [dirty, setDirty] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [holding, setHolding] = useState<1 | -1 | null>(null);
  const [expanding, setExpanding] = useState(false);
  if (base !== settings) {
    const next = fromSettings();
    setBase(settings);
    setWindowState(next);
    setTrack(initialTrack(next, bounds));
    setDirty(false);
  }

  // A chart's dates the slider cannot show are logged, not shown (spec 2 §8); it shows the default window.
  useEffect(() => {
    const warning = settingsWindowWarning(settings, today);
    if (warning) actions.log('warn', warning);
  }, [settings, today, actions]);

  const setWindow = (next: DateWindow) => {
    if (!isValidWindow(next, bounds)) {
      const warning = sliderWindowWarning(next, bounds);
      if (warning) actions.log('warn', warning);
      return;
    }
    setWindowState(next);
    setDirty(true);
  };

  const commit = (next: DateWindow) => {
    setDirty(false);
    const committed = commitSliderWindow(settings, next, today);
    if (committed !== settings) actions.updateSettings(committed);
  };

  // A pause of 250 ms after the last drag or nudge commits the dates.
  useEffect(() => {
    if (!dirty || dragging || holding !== null) return;
    const timer = setTimeout(() => commit(window), RANGE_SLIDER.commitDelayMs);
    return () => clearTimeout(timer);
  });

  // A held arrow button or key nudges again every 500 ms.
  useEffect(() => {
    if (holding === null) return;
    const timer = setInterval(() => {
      setWindowState((current) => nudgeWindow(current, holding, settings.period, bounds));
      setDirty(true);
    }, RANGE_SLIDER.repeatMs);
    return () => clearInterval(timer);
  }, [holding, settings.period, bounds]);

  // The left edge held at the track start pushes the track back in time every 50 ms.
  useEffect(() => {
    if (!expanding) return;
    const timer = setInterval(
      () => setTrack((current) => expandTrack(current, bounds)),
      RANGE_SLIDER.expandTickMs,
    );
    return () => clearInterval(timer);
  }, [expanding, bounds]);

  const nudge = (direction: 1 | -1) => setWindow(nudgeWindow(window, direction, settings.period, bounds));

  return {
    window,
    track,
    setWindow,
    nudge,
    /** Moves one edge by the period-aware step (a thumb's Left/Right key). */
    nudgeEdge: (edge: SliderEdge, direction: 1 | -1) =>
      setWindow(nudgeEdge(window, edge, direction, settings.period, bounds)),
    setDragging,
    setHolding,
    setExpanding,
    /** Jumps to a window and commits it at once (right-click presets). */
    jump: (next: DateWindow) => {
      if (!isValidWindow(next, bounds)) return;
      setWindowState(next);
      setTrack(initialTrack(next, bounds));
      commit(next);
    },
  };
}
