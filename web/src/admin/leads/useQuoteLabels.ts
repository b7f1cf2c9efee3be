import { useEffect, useState } from 'react';
import { quoteLabels, type QuoteLabels } from '../../../../shared/lead-labels';
import { useAdminApi } from '../state/AdminApiContext';

/**
 * The labels of stored quote codes as Settings names them now. Until the settings arrive (or
 * when they cannot be read) the built-in option lists label the codes.
 */
export function useQuoteLabels(): QuoteLabels {
  const api = useAdminApi();
  const [labels, setLabels] = useState<QuoteLabels>(() => quoteLabels());
  useEffect(() => {
    let current = true;
    api.settings.get().then(
      (settings) => current && setLabels(quoteLabels(settings)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return labels;
}
