import { Save } from 'lucide-react';
import { FieldGrid, TextArea, TextInput } from '../ui/fields';
import { fieldText, SETTINGS_SECTIONS, withField } from './settingsFields';
import { useSettingsForm, type SettingsDraft } from './useSettingsForm';
import { FormActions } from '../ui/FormActions';

/** Spec §2 Settings, Configure: the site configuration, section by section. */
export function ConfigureForm() {
  const { draft, failed, busy, refusal, change, submit } = useSettingsForm();
  return (
    <form className="adm-card adm-section" onSubmit={(event) => void submit(event)} aria-labelledby="adm-configure">
      <h2 id="adm-configure">Configure</h2>
      {failed && <p className="adm-form-error">The site configuration could not be loaded.</p>}
      {!draft && !failed && <p className="adm-muted">Loading configuration…</p>}
      {draft && (
        <>
          <SettingsSections draft={draft} change={change} />
          <FormActions refusal={refusal}>
            <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
              <Save aria-hidden="true" size={18} /> {busy ? 'Saving…' : 'Save settings'}
            </button>
          </FormActions>
        </>
      )}
    </form>
  );
}

interface SectionsProps {
  draft: SettingsDraft;
  change(patch: Partial<SettingsDraft>): void;
}

/** One fieldset per section of settingsFields.ts, then the quote form's option lists. */
function SettingsSections({ draft, change }: SectionsProps) {
  const { settings } = draft;
  return (
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
                onChange: (event: { target: { value: string } }) => change({ settings: withField(settings, section, key, event.target.value) }),
              };
              return type === 'textarea' ? <TextArea key={key} {...common} /> : <TextInput key={key} type={type ?? 'text'} {...common} />;
            })}
          </FieldGrid>
        </fieldset>
      ))}
      <fieldset className="adm-fieldset">
        <legend>Quote form options</legend>
        <FieldGrid>
          <TextArea label="Budget ranges" rows={6} value={draft.budgetRanges} onChange={(e) => change({ budgetRanges: e.target.value })} hint="One per line as: Label | value" />
          <TextArea label="Timelines" rows={6} value={draft.timelines} onChange={(e) => change({ timelines: e.target.value })} hint="One per line as: Label | value" />
        </FieldGrid>
      </fieldset>
    </>
  );
}
