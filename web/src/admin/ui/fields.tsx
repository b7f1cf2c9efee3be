import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The admin's one set of form fields: a visible label tied to its control, an optional hint. */
function Field({ label, hint, required, children }: { label: string; hint?: string; required?: boolean; children(id: string, hintId?: string): ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="adm-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(id, hintId)}
      {hint && (
        <p className="adm-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

type Labelled = { label: string; hint?: string };

export function TextInput({ label, hint, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} required={input.required}>
      {(id, hintId) => <input id={id} aria-describedby={hintId} {...input} />}
    </Field>
  );
}

export function TextArea({ label, hint, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} required={textarea.required}>
      {(id, hintId) => <textarea id={id} aria-describedby={hintId} rows={4} {...textarea} />}
    </Field>
  );
}

export function Select({
  label,
  hint,
  options,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[] | readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} hint={hint} required={select.required}>
      {(id, hintId) => (
        <select id={id} aria-describedby={hintId} {...select}>
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="adm-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Lays fields out in responsive columns. */
export const FieldGrid = ({ children }: { children: ReactNode }) => <div className="adm-field-grid">{children}</div>;
