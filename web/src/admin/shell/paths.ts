import type { ListName } from '../../../../shared/api/lists';
import type { LeadKind } from '../../../../shared/api/pipeline';

/**
 * Addresses inside the dashboard that screens link to. Kept apart from the tab registry
 * (tabs.ts), which imports every screen: a screen importing the registry would be a cycle.
 */

/** Where the dashboard lives; each tab but the Dashboard has its own path below it (/admin/quotes). */
export const ADMIN_PATH = '/admin';

/** One person's page: their timeline and data rights. */
export const personPath = (email: string): string => `${ADMIN_PATH}/people/${encodeURIComponent(email.toLowerCase())}`;

/** The address of the person a path shows, if any (/admin/people/<email>). */
export function personFromPath(pathname: string): string | null {
  const prefix = `${ADMIN_PATH}/people/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(pathname.slice(prefix.length).replace(/\/+$/, '')) || null;
  } catch {
    return null;
  }
}

/** The list (and tab) of each kind of lead. */
export const LEAD_KIND_LISTS = { contact: 'contacts', quote: 'quotes' } as const satisfies Record<LeadKind, ListName>;

/** A lead's list with that lead's detail open (found by its address, whatever page it is on). */
export const leadPath = (kind: LeadKind, id: string, email: string): string =>
  `${ADMIN_PATH}/${LEAD_KIND_LISTS[kind]}?lead=${encodeURIComponent(id)}&email=${encodeURIComponent(email)}`;

/** The Projects tab with that project's editor open. */
export const projectEditorPath = (id: string): string => `${ADMIN_PATH}/projects?edit=${encodeURIComponent(id)}`;
