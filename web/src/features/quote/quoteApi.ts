import type { QuoteBody } from '../../../../shared/api/leads';
import type { ApiMessage } from '../../lib/http';
import { postLead } from '../../lib/postLead';
import { visitSource } from '../../lib/visitSource';

export const sendQuoteRequest = (quote: QuoteBody): Promise<ApiMessage> => postLead('/api/quote', { ...quote, visit: visitSource() });
