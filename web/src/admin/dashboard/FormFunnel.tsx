import { FUNNEL_STEPS, type AnalyticsSummary, type FunnelStep } from '../../../../shared/api/analytics';
import { DataTable, type Column } from '../ui/DataTable';

type Funnel = AnalyticsSummary['funnel'][number];
type Row = { label: string; steps: Record<FunnelStep, number> };

const FORM_NAMES: Record<Funnel['form'], string> = { quote: 'Quote form (Get Started)', contact: 'Contact form' };
const STEP_NAMES: Record<FunnelStep, string> = { view: 'Views', code_sent: 'Codes sent', code_verified: 'Verified', submitted: 'Sent' };

/**
 * "12 (40%)": visitors at a step, and the share of the form's views that got this far. No share
 * when the step outnumbers the views (codes asked for from a mail's link, not the form).
 */
function reached(row: Row, step: FunnelStep): string {
  const count = row.steps[step];
  if (step === 'view' || row.steps.view === 0 || count > row.steps.view) return String(count);
  return `${count} (${Math.round((count / row.steps.view) * 100)}%)`;
}

const columns = (first: string): Column<Row>[] => [
  { header: first, cell: (row) => row.label },
  ...FUNNEL_STEPS.map((step) => ({ header: STEP_NAMES[step], cell: (row: Row) => reached(row, step) })),
];

/**
 * Where visitors drop out of each form (issue 18): views, codes sent, codes verified and requests
 * sent, for all visits and per visit source (UTM source or referring site), and per day.
 */
export function FormFunnel({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  return (
    <div className="adm-funnel">
      <h3>Form funnel</h3>
      {funnel.map((form) => (
        <section key={form.form} aria-label={FORM_NAMES[form.form]}>
          <h4>{FORM_NAMES[form.form]}</h4>
          <DataTable
            caption={`${FORM_NAMES[form.form]} by source`}
            rows={[{ label: 'All visits', steps: form.steps }, ...form.bySource.map((s) => ({ label: s.source || 'Direct or unknown', steps: s.steps }))]}
            columns={columns('Source')}
            actions={[]}
            rowKey={(row) => row.label}
            rowLabel={(row) => row.label}
            emptyText="No visits yet"
          />
          {form.byDay.length > 0 && (
            <details>
              <summary>By day</summary>
              <DataTable
                caption={`${FORM_NAMES[form.form]} by day`}
                rows={form.byDay.map((d) => ({ label: d.day, steps: d.steps }))}
                columns={columns('Day')}
                actions={[]}
                rowKey={(row) => row.label}
                rowLabel={(row) => row.label}
                emptyText="No visits yet"
              />
            </details>
          )}
        </section>
      ))}
    </div>
  );
}
