import { useSyncExternalStore } from 'react';
import { showsScrollToTop } from '@chartbench/core';
import { ScrollButton } from './Workbench.styles';
import { scrollBehavior } from '../theme/motion';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/** Props of {@link ScrollToTop}. */
export interface ScrollToTopProps {
  /** Whether a modal is open: the button hides while one is (spec 3 §2.14). */
  readonly modalOpen?: boolean;
}

/** The page's scroll-to-top button: shown past half a window's height of scrolling, never over a modal (spec 3 §9). */
export function ScrollToTop({ modalOpen = false }: ScrollToTopProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => showsScrollToTop(window.scrollY, window.innerHeight, modalOpen),
    () => false,
  );
  if (!shown) return null;
  return (
    <ScrollButton type="button" onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
      Scroll To Top
    </ScrollButton>
  );
}
