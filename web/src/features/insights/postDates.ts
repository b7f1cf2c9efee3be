import { AGENCY_TIME_ZONE } from '../../../../shared/agency-time';

/** A post's date as readers in India write it: 3 Nov 2026. */
export const postDate = (iso: string): string => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE });
