import { useEffect } from 'react';

/**
 * Asks the browser to warn before leaving the page while the viewed chart has unsaved changes (spec 2 §2, §4:
 * the leave-page warning). Browsers show their own wording; the page only asks.
 */
export function useLeaveWarning(unsavedChanges: boolean): void {
  useEffect(() => {
    if (!unsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedChanges]);
}
