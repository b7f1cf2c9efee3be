import { useState, type ReactNode } from 'react';

/**
 * A value that can be long (an address, a path, a source) on one line, cut with an ellipsis so it
 * never widens its column: the whole of it shows on hover (its title) and, where there is no
 * hover, a tap unfolds it in place (and a second folds it). `children` may dress it (a link);
 * `wide` is for the value a row is known by, which a wide table shows whole when it is usual.
 */
export function Truncated({ text, children, wide = false }: { text: string; children?: ReactNode; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <span
      className={wide ? 'adm-truncate adm-truncate--wide' : 'adm-truncate'}
      data-open={open || undefined}
      title={text}
      onClick={(event) => {
        // A tap that unfolds the value is not a tap on the row (which would open its detail).
        event.stopPropagation();
        setOpen((unfolded) => !unfolded);
      }}
    >
      {children ?? text}
    </span>
  );
}
