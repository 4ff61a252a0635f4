import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the notes menu takes to fade out (the same as it takes to fade in). */
export const FADE_MS = 200;

/** Whether the user asked the system for less motion (no `matchMedia`, as in a server render: no). */
function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A fade-out before something leaves the screen (the notes menu closing, spec 2 §9 "fades in and out"):
 * `start(done)` marks it `closing` (the styles run the fade) and calls `done` when the fade ends. With reduced
 * motion asked for, `done` runs at once. A timer a little longer than the fade stands in for an `animationend`
 * that never comes (a hidden tab, a style without the animation), so closing never hangs.
 */
export function useFadeOut() {
  const [closing, setClosing] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finish = useCallback(() => {
    const done = pending.current;
    pending.current = null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    done?.();
  }, []);

  const start = useCallback(
    (done: () => void) => {
      if (pending.current) return;
      if (prefersReducedMotion()) return done();
      pending.current = done;
      setClosing(true);
      timer.current = setTimeout(finish, FADE_MS + 100);
    },
    [finish],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return { closing, start, onAnimationEnd: finish };
}
