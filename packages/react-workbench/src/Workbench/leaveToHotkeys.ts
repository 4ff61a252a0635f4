/**
 * Key presses a widget declined so the workbench's hotkeys get them. A widget that would otherwise act on a key
 * (React Aria opens a menu on ArrowDown) prevents its default to stop itself, which would also stop the hotkeys
 * (they skip a handled key); marking the event here tells them it was left to them.
 */
const leftToHotkeys = new WeakSet<Event>();

/** Stops the widget's own handling of `event` and leaves the key to the workbench's hotkeys. */
export function leaveToHotkeys(event: { nativeEvent: Event; preventDefault: () => void }): void {
  event.preventDefault();
  leftToHotkeys.add(event.nativeEvent);
}

/** Whether a widget left this key press to the hotkeys (see {@link leaveToHotkeys}). */
export function isLeftToHotkeys(event: Event): boolean {
  return leftToHotkeys.has(event);
}
