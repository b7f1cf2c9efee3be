import { Download, Save } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SiteSettings } from '../../../../shared/api/config';
import type { CsvKind } from '../../../../shared/constants';
import { useAdminApi } from '../state/AdminApiContext';
import { failureText } from '../state/messages';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { FieldGrid, TextArea, TextInput } from '../ui/fields';
import { PageHeader } from '../ui/PageHeader';
import { linesToOptions, optionsToLines } from './optionLines';
import { fieldText, SETTINGS_SECTIONS, withField } from './settingsFields';

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

function ConfigureForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [lists, setLists] = useState({ budgetRanges: '', timelines: '' });
  const [busy, setBusy] = useState(false);
  // The server's reason stays beside Save (notices fade): it names the field or the option line.
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.settings.get().then(
      (loaded) => {
        if (!current) return;
        setSettings(loaded);
        setLists({ budgetRanges: optionsToLines(loaded.budgetRanges), timelines: optionsToLines(loaded.timelines) });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    const next = { ...settings, budgetRanges: linesToOptions(lists.budgetRanges), timelines: linesToOptions(lists.timelines) };
    setRefusal(null);
    await mutate(
      async () => {
        try {
          await api.settings.save(next);
        } catch (error) {
          setRefusal(failureText('Failed to save settings', error));
          throw error;
        }
      },
      { success: 'Settings saved successfully!', failure: 'Failed to save settings' },
      NO_LISTS,
    );
    setBusy(false);
  }

  return (
    <form className="adm-card adm-section" onSubmit={submit} aria-labelledby="adm-configure">
      <h2 id="adm-configure">Configure</h2>
      {failed && <p className="adm-form-error">The site configuration could not be loaded.</p>}
      {!settings && !failed && <p className="adm-muted">Loading configuration…</p>}
      {settings && (
        <>
          {SETTINGS_SECTIONS.map(({ section, title, fields }) => (
            <fieldset key={section} className="adm-fieldset">
              <legend>{title}</legend>
              <FieldGrid>
                {fields.map(({ key, label, type, required, hint }) => {
                  const common = {
                    label,
                    required,
                    hint,
                    value: fieldText(settings, section, key),
                    onChange: (event: { target: { value: string } }) => setSettings(withField(settings, section, key, event.target.value)),
                  };
                  return type === 'textarea' ? <TextArea key={key} {...common} /> : <TextInput key={key} type={type ?? 'text'} {...common} />;
                })}
              </FieldGrid>
            </fieldset>
          ))}
          <fieldset className="adm-fieldset">
            <legend>Quote form options</legend>
            <FieldGrid>
              <TextArea
                label="Budget ranges"
                rows={6}
                value={lists.budgetRanges}
                onChange={(e) => setLists({ ...lists, budgetRanges: e.target.value })}
                hint="One per line as: Label | value"
              />
              <TextArea
                label="Timelines"
                rows={6}
                value={lists.timelines}
                onChange={(e) => setLists({ ...lists, timelines: e.target.value })}
                hint="One per line as: Label | value"
              />
            </FieldGrid>
          </fieldset>
          {refusal && (
            <p className="adm-form-error" role="alert">
              {refusal}
            </p>
          )}
          <div className="adm-form-actions">
            <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
              <Save aria-hidden="true" size={18} /> {busy ? 'Saving…' : 'Save settings'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
