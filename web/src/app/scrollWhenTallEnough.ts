/** Input by which a visitor scrolls on their own: a position still waiting for the page is dropped. */
const VISITOR_SCROLLING = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * Scrolls to `y` as soon as the page is tall enough for it. On Back, parts of the page may still
 * be on their way (a page's or a lazy section's code, a "Loading…" in their place): scrolling then
 * would stop at the short page's end, and the visitor would land far from where they were. So it
 * waits while the document grows (a ResizeObserver also reports once at the start, before the
 * first paint), until the position can be reached or the visitor scrolls on their own. Returns
 * whether it is still waiting, and a way to stop (the visitor moved to another page).
 */
export function scrollWhenTallEnough(y: number): { waiting: () => boolean; stop: () => void } {
  let waiting = true;
  const stop = () => {
    waiting = false;
    growth.disconnect();
    VISITOR_SCROLLING.forEach((type) => removeEventListener(type, stop, true));
  };
  const growth = new ResizeObserver(() => {
    if (document.documentElement.scrollHeight - innerHeight < y) return;
    stop();
    scrollTo(0, y);
  });
  growth.observe(document.documentElement);
  VISITOR_SCROLLING.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }));
  return { waiting: () => waiting, stop };
}
