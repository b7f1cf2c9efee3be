import { useEffect, type RefObject } from 'react';

/**
 * Closes an open dropdown when a pointer goes down outside it. Inside the mobile menu a touch
 * leaves it open: the submenu collapsing under the finger would move the link being tapped
 * (navigation closes the whole menu anyway).
 */
export function useCloseOnOutsidePointer(open: boolean, area: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (area.current?.contains(target)) return;
      if (event.pointerType !== 'mouse' && target.closest('nav')?.contains(area.current)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, area, setOpen]);
}
