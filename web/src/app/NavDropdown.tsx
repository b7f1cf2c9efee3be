import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { DROPDOWN_CLOSE_DELAY_MS } from '../lib/displayRules';
import type { NavGroup } from './navigation';
import { useCloseOnOutsidePointer } from './useCloseOnOutsidePointer';

/**
 * A navigation group: opens on hover, closes 300 ms after the pointer leaves (spec §2),
 * and works by keyboard (Enter/Space toggles, ArrowDown opens, Escape closes).
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  // Open only on the location it was opened at: any navigation closes it.
  const { pathname, hash } = useLocation();
  const here = pathname + hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean | ((wasOpen: boolean) => boolean)) =>
    setOpenAt((current) => ((typeof value === 'function' ? value(current === here) : value) ? here : null));
  const closeTimer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const area = useRef<HTMLLIElement>(null);
  const menuId = useId();
  // A mouse click right after the hover opened the menu must not close it again.
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  useCloseOnOutsidePointer(open, area, setOpen);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return; // touch taps use the button itself
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      setOpen(true);
      window.requestAnimationFrame(() => menu.current?.querySelector('a')?.focus());
    }
  };

  return (
    <li
      className="nav-dropdown"
      data-open={open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      ref={area}
      onKeyDown={onKeyDown}
      onBlur={() => {
        // Keyboard focus leaving the group closes it. A tap or click elsewhere is handled by
        // useCloseOnOutsidePointer: collapsing here would move the link under the finger.
        window.setTimeout(() => {
          const focused = document.activeElement;
          if (focused && !area.current?.contains(focused) && focused.matches(':focus-visible')) setOpen(false);
        });
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((wasOpen) => !wasOpen);
        }}
      >
        {group.label}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={menuId} ref={menu} className="nav-dropdown__menu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="nav-dropdown__item" onClick={() => setOpen(false)} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
