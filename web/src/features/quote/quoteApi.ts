import type { QuoteBody } from '../../../../shared/api/leads';
import { postLead, type ApiMessage } from '../../lib/http';
import { visitSource } from '../../lib/visitSource';

export const sendQuoteRequest = (quote: QuoteBody): Promise<ApiMessage> => postLead('/api/quote', { ...quote, visit: visitSource() });
