import { useEffect } from 'react';
import type { OtpFlow } from '../../../../shared/constants';
import { visitSource } from '../../lib/visitSource';
import { sendVisitorEvent } from './sendVisitorEvent';

/** Counts a view of the quote or contact form, the top of its funnel (issue 18), once per page shown. */
export function useFormView(form: OtpFlow): void {
  useEffect(() => {
    const source = visitSource()?.source;
    sendVisitorEvent({ type: 'form_view', form, ...(source ? { source } : {}) });
  }, [form]);
}
