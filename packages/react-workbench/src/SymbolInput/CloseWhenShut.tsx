import { useContext, useEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/** Props of {@link CloseWhenShut}. */
export interface CloseWhenShutProps {
  /** Whether the suggestion box is open (it closes 500 ms after blur, spec 3 §9). */
  readonly open: boolean;
  /** The ComboBox's element, to tell whether a modal covers it. */
  readonly field: HTMLElement | null;
}

/** Whether a modal dialog has made `field` inert: React Aria marks what a modal covers so. */
const covered = (field: HTMLElement) => field.closest('[inert]') !== null;

/**
 * Closes the enclosing React Aria ComboBox when the suggestion box closes, but not while a modal dialog covers the
 * field: then it closes as soon as the dialog has.
 *
 * Why wait: React Aria hides the page around an open ComboBox with `aria-hidden` and around a modal with `inert`,
 * counting both in one tally per element, and whichever closes last un-hides the element its own way. A ComboBox
 * closed under an open modal (suggestions shown, then Save reached from the keyboard within the 500 ms) left the
 * modal to un-hide last, which cleared `inert` and kept `aria-hidden`: the chart, the toolbars and the host's own
 * content stayed hidden from assistive technology until the page was reloaded (adobe/react-spectrum#8934). Closed
 * after the modal, the ComboBox un-hides last and removes `aria-hidden`. Under the modal the box is covered, so
 * the wait is not seen. Renders nothing; place it inside the ComboBox.
 */
export function CloseWhenShut({ open, field }: CloseWhenShutProps) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (open || !state?.isOpen) return;
    if (!field || !covered(field)) {
      state.close();
      return;
    }
    const observer = new MutationObserver(() => {
      if (covered(field)) return;
      observer.disconnect();
      state.close();
    });
    observer.observe(field.ownerDocument, { attributes: true, attributeFilter: ['inert'], subtree: true });
    return () => observer.disconnect();
  }, [open, state, field]);
  return null;
}
