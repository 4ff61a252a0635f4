import { useEffect } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside `box` while `active`. React Aria closes a non-modal
 * popover when the focus leaves it, which a click on something that takes no focus (the page, a picture)
 * does not do: this closes it then too, as a click outside a dropdown always did here.
 */
export function usePointerOutside(active: boolean, box: HTMLElement | null, onOutside: () => void) {
  useEffect(() => {
    if (!active || !box) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, box, onOutside]);
}
