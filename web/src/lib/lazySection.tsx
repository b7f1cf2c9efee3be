import { memo, Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { holdInteractions } from './earlyInteractions';

/** How near the viewport (CSS margin) a prerendered section starts loading its code. */
const NEAR_VIEWPORT = '300px 0px';

interface Section<P> {
  load(): Promise<ComponentType<P>>;
  /** The component, once its module is in. */
  loaded?: ComponentType<P>;
  /** Resolves with the component once a load succeeds; a failed load leaves it pending. */
  ready: Promise<ComponentType<P>>;
}

const sections: Section<never>[] = [];

/** Loads the code of every section declared so far: the server does before rendering a page. */
export const loadSections = (): Promise<unknown> => Promise.all(sections.map((section) => section.load()));

function declare<P>(loader: () => Promise<{ default: ComponentType<P> }>): Section<P> {
  let resolveReady: (component: ComponentType<P>) => void = () => undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const section: Section<P> = {
    ready: new Promise((resolve) => (resolveReady = resolve)),
    load: () =>
      (pending ??= loader().then(
        ({ default: Component }) => {
          section.loaded = Component;
          resolveReady(Component);
          return Component;
        },
        (error: unknown) => {
          // A failed chunk load (offline, a new deploy) may be retried by the next render that needs it.
          pending = undefined;
          throw error;
        },
      )),
  };
  sections.push(section as Section<never>);
  return section;
}

/** A promise with its resolve function: when a section has hydrated. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The top-level elements of a section's HTML: the siblings between its two markers. */
function sectionElements(start: Element | null): Element[] {
  const elements: Element[] = [];
  for (let node = start?.nextElementSibling; node && !node.matches('template[data-section-end]'); node = node.nextElementSibling) elements.push(node);
  return elements;
}

/** Starts loading once one of `elements` nears the viewport (at once without any, or without an observer). */
function whenNear(elements: Element[], load: () => void): () => void {
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

/**
 * A section whose code is not part of the page's first download. In a prerendered page, React
 * keeps the server's HTML of a suspended boundary while it hydrates the rest, so the section shows
 * at once, styled (its CSS belongs in the module that declares it: the server inlines only the
 * page's own), and its code loads and hydrates once it nears the viewport, as a piece of work of
 * its own. Rendered anywhere else (a client navigation, the plain app shell), the section suspends
 * the page until its code is in, so nothing pops in after the page shows.
 *
 * A tap on the section before its code is in is held and replayed once it is live (earlyInteractions.ts).
 *
 * Declare it once, at module level: `const Footer = lazySection(() => import('./Footer'))`.
 * Props should keep their identity between renders: a boundary whose props change before it has
 * hydrated is rendered afresh by the client (its HTML replaced by the fallback meanwhile).
 */
export function lazySection<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const section = declare(loader);

  // How often the section was rendered before its code came in.
  let attempts = 0;
  function SectionBody({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    // The first attempt, while React hydrates the page, waits for the section to near the viewport.
    // A later one means an update reached the boundary before then (a navigation changes the
    // router's context, which React passes into every boundary it has not hydrated): it cannot
    // finish without the code, so the code loads now.
    // Hooks before `use`: React replays a component whose promise settled during the render with
    // the hooks of the suspended attempt, so the hooks must not depend on whether it suspended.
    useLayoutEffect(onHydrated, [onHydrated]);
    const Component = section.loaded ?? use(attempts++ === 0 ? section.ready : section.load());
    return <Component {...props} />;
  }

  function LazySection(props: P) {
    const anchor = useRef<HTMLTemplateElement>(null);
    const id = useId();
    // Server HTML of this very section is on the page only while React hydrates it.
    const [prerendered] = useState(() => typeof document !== 'undefined' && document.querySelector(`template[data-section="${id}"]`) !== null);
    const [hydrated] = useState(deferred);
    useEffect(() => {
      if (!prerendered) return;
      const elements = sectionElements(anchor.current);
      const stopWatching = section.loaded ? undefined : whenNear(elements, () => void section.load().catch(() => undefined));
      const release = holdInteractions(elements, () => section.load().then(() => hydrated.promise));
      void hydrated.promise.then(release);
      return () => {
        stopWatching?.();
        release();
        // The visitor left the page before the section neared the viewport: its code loads now, so
        // that Back shows the page at once, whole, rather than a "Loading…" in its place (React
        // renders Back synchronously, and this section would suspend the page).
        void section.load().catch(() => undefined);
      };
    }, [prerendered, hydrated]);
    // After every hook (see SectionBody).
    if (!prerendered && !section.loaded) use(section.load());
    return (
      <>
        {/* Never shown: mark where the section's HTML starts and ends, to watch it before React owns it. */}
        <template data-section={id} ref={anchor} />
        <Suspense fallback={null}>
          <SectionBody props={props} onHydrated={hydrated.resolve} />
        </Suspense>
        <template data-section-end="" />
      </>
    );
  }
  return memo(LazySection);
}
