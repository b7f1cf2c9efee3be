import type { VisitSource } from '../../../shared/api/leads';
import { VISIT_READ_POSTS, VISIT_SOURCE_MAX } from '../../../shared/constants';

const KEY = 'visit-source';
const cut = (value: string | null | undefined, max = VISIT_SOURCE_MAX) => value?.trim().slice(0, max) || undefined;

/**
 * Notes where this visit came from, on its first page only (issue 18): the URL's UTM tags, else
 * the referring site. sessionStorage holds it for the visit (no cookie); a lead sent later carries it.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const tags = new URLSearchParams(location.search);
    const referrer = document.referrer ? new URL(document.referrer).host : '';
    const external = referrer && referrer !== location.host ? referrer : undefined;
    const visit: VisitSource = {
      source: cut(tags.get('utm_source')) ?? cut(external),
      medium: cut(tags.get('utm_medium')) ?? (external ? 'referral' : undefined),
      campaign: cut(tags.get('utm_campaign')),
      landing: cut(location.pathname, 200),
    };
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage turned off: leads go out without a source.
  }
}

/** The visit's source for a lead, if one was noted. */
export function visitSource(): VisitSource | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as VisitSource) : undefined;
  } catch {
    return undefined;
  }
}

/** The visit downloaded the pricing brochure: a lead it sends later says so (issue 18's timeline). */
export function noteBrochureDownload(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...visitSource(), brochure: true }));
  } catch {
    // Storage turned off: nothing noted.
  }
}

/** The visit read an Insights post: a lead it sends later names the latest ones (the person's timeline). */
export function notePostRead(slug: string): void {
  try {
    const visit = visitSource() ?? {};
    const read = [...(visit.read ?? []).filter((known) => known !== slug), slug].slice(-VISIT_READ_POSTS);
    sessionStorage.setItem(KEY, JSON.stringify({ ...visit, read }));
  } catch {
    // Storage turned off: nothing noted.
  }
}
