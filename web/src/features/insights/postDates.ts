import { agencyDateLabel } from '../../../../shared/agency-time';

/** A post's date as readers in India write it: 3 Nov 2026. */
export const postDate = (iso: string): string => agencyDateLabel(iso);
