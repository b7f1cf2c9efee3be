import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { wholeLettersWithin } from '../../../../shared/whole-letters';

/** How much of an address's local part stays beside its domain when cut: what tells look-alikes apart. */
const LOCAL_TAIL = 9;

/**
 * An address split where it is cut: its start, which gives way, and its end (the last letters of
 * the local part and the whole domain), which stays; any other value is one part, cut at its end.
 */
export function splitForCut(text: string): [head: string, tail: string] {
  const at = text.lastIndexOf('@');
  if (at === text.length - 1) return [text, ''];
  // Cut between whole letters (an emoji or a vowel sign stays on one side), giving the tail the rest.
  const cut = wholeLettersWithin(text.slice(0, at), at - LOCAL_TAIL).length;
  // A head of a letter or two would be no shorter than its ellipsis.
  return cut > 2 ? [text.slice(0, cut), text.slice(cut)] : [text, ''];
}

/**
 * The head and tail are side by side as two boxes, which a browser's copy joins with a line
 * break: a copy from within the value gives it as the one string it is.
 */
function copyWhole(event: ClipboardEvent<HTMLElement>) {
  const selection = window.getSelection();
  if (!selection?.rangeCount || !event.currentTarget.contains(selection.getRangeAt(0).commonAncestorContainer)) return;
  event.clipboardData.setData('text/plain', selection.toString().replace(/\n/g, ''));
  event.preventDefault();
}

/**
 * A value that can be long (an address, a path, a source) on one line, cut with an ellipsis so it
 * never widens its column: an address in its middle, so look-alikes stay apart by their ends
 * (`ananya.rajes…verma.ceo@example.com`), anything else at its end. The whole of it shows on hover
 * (its title) and, where there is no hover, a tap unfolds it in place (and a second folds it).
 * `dress` wraps the parts (a link, which then names itself by the whole value); `wide` is for the
 * value a row is known by, which a wide table shows whole when it is usual.
 */
export function Truncated({ text, dress, wide = false }: { text: string; dress?: (parts: ReactNode) => ReactNode; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const [head, tail] = splitForCut(text);
  const parts = (
    <>
      <span className="adm-truncate__head">{head}</span>
      {tail && (
        <span className="adm-truncate__tail">
          <bdi>{tail}</bdi>
        </span>
      )}
    </>
  );
  return (
    <span
      className={['adm-truncate', tail && 'adm-truncate--split', wide && 'adm-truncate--wide'].filter(Boolean).join(' ')}
      data-open={open || undefined}
      title={text}
      onCopy={tail ? copyWhole : undefined}
      onClick={(event) => {
        // A tap that unfolds the value is not a tap on the row (which would open its detail).
        event.stopPropagation();
        setOpen((unfolded) => !unfolded);
      }}
    >
      {dress ? dress(parts) : parts}
    </span>
  );
}
