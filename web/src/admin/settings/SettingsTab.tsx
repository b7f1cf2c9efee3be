import { Download } from 'lucide-react';
import type { CsvKind } from '../../../../shared/constants';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { PageHeader } from '../ui/PageHeader';
import { ConfigureForm } from './ConfigureForm';

/** Spec §2 Settings: Export (CSV of contacts and quotes) and Configure (the site configuration). */
export default function SettingsTab() {
  return (
    <>
      <PageHeader title="Settings" description="Export leads and configure what the public site shows." />
      <ExportPanel />
      <ConfigureForm />
    </>
  );
}

/** Every stored lead as a CSV file for a spreadsheet. */
function ExportPanel() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const exportCsv = (kind: CsvKind, label: string) =>
    mutate(() => api.exportCsv(kind), { success: (saved) => (saved ? `${label} exported` : null), failure: `Failed to export ${kind}` }, NO_LISTS);

  return (
    <section className="adm-card adm-section" aria-labelledby="adm-export">
      <h2 id="adm-export">Export</h2>
      <p className="adm-muted">Download every stored lead as a CSV file for a spreadsheet.</p>
      <div className="adm-button-row">
        <button type="button" className="adm-button" onClick={() => void exportCsv('contacts', 'Contacts')}>
          <Download aria-hidden="true" size={18} /> Export contacts (CSV)
        </button>
        <button type="button" className="adm-button" onClick={() => void exportCsv('quotes', 'Quotes')}>
          <Download aria-hidden="true" size={18} /> Export quotes (CSV)
        </button>
      </div>
    </section>
  );
}
