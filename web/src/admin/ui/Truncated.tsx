import { useState, type ReactNode } from 'react';

/**
 * A value that can be long (an address, a path, a source) on one line, cut with an ellipsis so it
 * never widens its column: the whole of it shows on hover (its title) and, where there is no
 * hover, a tap unfolds it in place (and a second folds it). `children` may dress it (a link).
 */
export function Truncated({ text, children }: { text: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <span
      className="adm-truncate"
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
