/**
 * A tap on a prerendered section whose code is still on its way reaches no handler: React drops a
 * click it cannot hydrate for at once (only a link's or a form's own browser behaviour would go on,
 * as a full page load). Until such a section has hydrated, a click or submit inside it is held, its
 * code asked for, and the event replayed once the section is live, so no first tap is lost. Should
 * the code fail to load, the event is replayed anyway and the browser's own behaviour goes ahead.
 */
interface HeldSection {
  /** The section's top-level elements. */
  elements: Element[];
  /** Resolves once the section has hydrated (its code asked for), rejects when its code failed to load. */
  live: () => Promise<unknown>;
}

const waiting = new Set<HeldSection>();
const HELD_EVENTS = ['click', 'submit'] as const;

function replay(event: Event, target: Element): void {
  if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit((event as SubmitEvent).submitter);
  else target.dispatchEvent(new MouseEvent(event.type, event as MouseEvent));
}

function holdEarly(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const section = [...waiting].find(({ elements }) => elements.some((element) => element.contains(target)));
  if (!section) return;
  // Before React's own listeners (at the root, below the window): nothing else sees this event.
  event.preventDefault();
  event.stopImmediatePropagation();
  const release = () => {
    forget(section);
    replay(event, target);
  };
  section.live().then(release, release);
}

function forget(section: HeldSection): void {
  waiting.delete(section);
  if (waiting.size === 0) for (const type of HELD_EVENTS) window.removeEventListener(type, holdEarly, true);
}

/** Holds clicks and submits inside `elements` until released (once the section is live, or gone). */
export function holdInteractions(elements: Element[], live: () => Promise<unknown>): () => void {
  if (waiting.size === 0) for (const type of HELD_EVENTS) window.addEventListener(type, holdEarly, true);
  const section = { elements, live };
  waiting.add(section);
  return () => forget(section);
}
