import { Fragment, type ReactNode } from 'react';

interface SizedForAllProps<T> {
  items: readonly T[];
  /** The index of the item on show. */
  shown: number;
  /** A new value mounts the shown item afresh, so its entrance animation runs again. */
  shownKey: string | number;
  /** An item, on show or hidden (hidden ones are laid out the same, inside a box of their own). */
  render: (item: T, shown: boolean) => ReactNode;
  /** 'span' inside a line of text (a heading); 'div' for blocks. */
  as?: 'span' | 'div';
}

/**
 * Shows one of several items (a rotating word, a carousel's slide) in a box sized for the largest:
 * the others lie in the same place, hidden from eyes and screen readers. Turning to a longer item
 * then never moves what comes below it, nor the carousel's buttons under the visitor's finger, and
 * the page keeps the height Back returns the visitor to.
 */
export function SizedForAll<T>({ items, shown, shownKey, render, as: Box = 'div' }: SizedForAllProps<T>) {
  return (
    <Box className="sized-for-all">
      {items.map((item, index) =>
        index === shown ? (
          <Fragment key={`shown-${shownKey}`}>{render(item, true)}</Fragment>
        ) : (
          <Box className="sized-for-all__room" aria-hidden="true" key={`room-${index}`}>
            {render(item, false)}
          </Box>
        ),
      )}
    </Box>
  );
}
