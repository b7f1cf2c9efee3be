import type { RightsRequest } from '../../../../shared/api/data-rights';
import type { PersonExport } from '../../../../shared/api/people';
import type { ConsentPurpose } from '../../../../shared/content/consent-notices';
import { getJson, postJson, type ApiMessage } from '../../lib/http';

/** Everything held on the address this browser proved with the code. */
export const fetchYourData = async (email: string): Promise<PersonExport> =>
  (await getJson<{ data: PersonExport }>(`/api/your-data?email=${encodeURIComponent(email)}`)).data;

export const withdrawYourConsent = (email: string, purpose: ConsentPurpose): Promise<ApiMessage> =>
  postJson('/api/your-data/withdraw', { email, purpose });

export const sendRightsRequest = (request: RightsRequest): Promise<ApiMessage> => postJson('/api/your-data/requests', request);
