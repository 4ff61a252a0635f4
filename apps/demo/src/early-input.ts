// What a visitor does on the page the server drew before the Workbench answers (issue #20). The page shows its
// toolbars and symbol field at once, but its script is fetched only after the first chart is painted, so for
// most of a second a click or a typed symbol would reach no handler: a click on a button did nothing, Enter in
// the symbol field submitted the bare form (reloading the page at `?symbol=…`), and the typed text was in the
// field but not in the Workbench's state. This module holds that input and hands it to the Workbench once it
// answers, as Angular's event replay and Google's jsaction do for their server-drawn pages.

/** The most clicks and submissions held before the Workbench answers: more are dropped, not replayed. */
const MOST_HELD = 16;

/** Elements whose clicks are held and replayed: their click has no use before the Workbench handles it. */
const HELD_CLICK_TARGETS = 'button, input[type="checkbox"], input[type="radio"]';

/** The Workbench's root once it answers input (`data-ready`, set when it is mounted in the browser). */
const READY_WORKBENCH = '[data-chartbench][data-ready]';

/** A held click or form submission, replayed in the order it came. */
type HeldAction =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement };

/** The hand-over of held input, from {@link holdEarlyInput}. */
export interface EarlyInput {
  /**
   * Call once the Workbench's script has run (React now listens on the page): clicks are no longer held, and
   * what was held (with submissions until then) is replayed once the Workbench says it answers (`data-ready`).
   */
  handOver(): void;
  /** Call if the Workbench's script failed to load: held input is dropped and the page behaves as plain HTML. */
  release(): void;
}

/**
 * Holds clicks on buttons inside `root` until {@link EarlyInput.handOver}, and form submissions and the text
 * typed into fields until the Workbench answers; `onFirstInput` is called at the first of them (or the first
 * focus), so a visitor who acts before the first chart has been painted does not wait for it to fetch the
 * Workbench.
 */
export function holdEarlyInput(root: HTMLElement, onFirstInput: () => void): EarlyInput {
  const held: HeldAction[] = [];
  const typed = new Map<HTMLInputElement, string>();
  let noticed = false;
  const notice = () => {
    if (noticed) return;
    noticed = true;
    onFirstInput();
  };

  const hold = (event: Event, action: HeldAction) => {
    // Kept from the browser's default (a submission, a checkbox's toggle) and from any listener: it runs once,
    // when replayed to the Workbench.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MOST_HELD) held.push(action);
    notice();
  };
  // A disabled button fires no click, so every click found here is one the Workbench would have handled.
  const onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICK_TARGETS) : null;
    if (target) hold(event, { kind: 'click', target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) hold(event, { kind: 'submit', form: event.target });
  };
  // Typing is not held (the field shows it as it comes); the text typed is noted, before and while the Workbench
  // hydrates: React takes a controlled field's text as it finds it then, and its first render after writes the
  // field's text back to the Workbench's own.
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && isTextField(event.target))
      typed.set(event.target, event.target.value);
    notice();
  };
  // The Workbench's text fields select their text when focused, so that typing replaces the symbol shown;
  // before it answers, a focused field does the same rather than taking the typing beside the old text.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement && isTextField(event.target)) event.target.select();
    notice();
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('focusin', onFocusIn, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('input', onInput, true);
  // Once the script has run, React handles clicks and focus itself (it hydrates at once to do so); a held
  // click replayed after React Aria had acted on its pointer events would act twice.
  const stopHoldingClicks = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('focusin', onFocusIn, true);
  };
  // A submission is held until the Workbench answers: while it hydrates, the text typed before is not yet in
  // its state, and Enter would chart the symbol shown instead.
  const stopHoldingAll = () => {
    stopHoldingClicks();
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('input', onInput, true);
  };

  let readyWatch: MutationObserver | undefined;
  const replay = () => {
    readyWatch?.disconnect();
    stopHoldingAll();
    // The element the visitor is in was focused before the Workbench listened: focused again, it knows (the
    // symbol field offers suggestions only while it has the focus).
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.contains(focused)) {
      focused.blur();
      focused.focus();
    }
    for (const [field, text] of typed) if (field.isConnected) replayTyping(field, text);
    for (const action of held.splice(0)) {
      if (action.kind === 'click' && action.target.isConnected) action.target.click();
      else if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
    }
  };

  return {
    handOver() {
      stopHoldingClicks();
      if (root.querySelector(READY_WORKBENCH)) return replay();
      readyWatch = new MutationObserver(() => {
        if (root.querySelector(READY_WORKBENCH)) replay();
      });
      readyWatch.observe(root, { subtree: true, childList: true, attributeFilter: ['data-ready'] });
    },
    release() {
      stopHoldingAll();
      held.length = 0;
    },
  };
}

function isTextField(field: HTMLInputElement): boolean {
  return field.type === 'text' || field.type === 'search';
}

/**
 * Types `text` into a field React controls, as if the visitor had typed it now. React calls a change handler
 * only when an `input` event finds text other than what it last noted through the field's own `value` property.
 * Setting that property to empty, then the text through the element's prototype (which React does not watch),
 * makes the event a change: the way testing libraries type into React's fields.
 */
function replayTyping(field: HTMLInputElement, text: string): void {
  field.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
