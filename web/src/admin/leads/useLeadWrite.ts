import type { LeadKind, LeadPipelineDetail } from '../../../../shared/api/pipeline';
import type { AdminApi } from '../api/adminApi';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminActions, type ActionTexts, type Reloads } from '../state/useAdminActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

/** What each form of the lead detail works on, and where the server's answer goes. */
export interface LeadFormProps {
  kind: LeadKind;
  id: string;
  /** The lead's stage and history as the server answered the write. */
  onSaved(detail: LeadPipelineDetail): void;
}

/**
 * One write to a lead (stage, note, reply): the server answers with the lead's new stage and
 * history, shown at once. Resolves true when it went through.
 */
export function useLeadWrite({ onSaved }: Pick<LeadFormProps, 'onSaved'>) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [busy, oneAtATime] = useOneAtATime();
  const write = (call: (leads: AdminApi['leads']) => Promise<LeadPipelineDetail>, texts: ActionTexts, reloads: Reloads) =>
    oneAtATime(() => mutate(async () => onSaved(await call(api.leads)), texts, reloads));
  return { busy, write };
}
