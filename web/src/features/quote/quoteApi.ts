import type { QuoteBody } from '../../../../shared/api/leads';
import { postJson, type ApiMessage } from '../../lib/http';
import { visitSource } from '../../lib/visitSource';

export const sendQuoteRequest = (quote: QuoteBody): Promise<ApiMessage> => postJson('/api/quote', { ...quote, visit: visitSource() });
