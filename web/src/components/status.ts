/** Status banner kinds of spec §2 'Quote page'. */
export type StatusType = 'success' | 'error' | 'info' | 'loading';

export interface Status {
  type: StatusType;
  text: string;
}
