import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './forms.css';

interface FieldShellProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: (ids: { inputId: string; hintId?: string }) => ReactNode;
}

/** Label, control and optional hint wired together, with a visible marker on required fields. */
function FieldShell({ label, required, hint, children }: FieldShellProps) {
  const inputId = useId();
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ inputId, hintId })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; hint?: ReactNode };

/**
 * A form's binding of its fields to controls: `{...bind('email')}` gives the control its name,
 * the value held and the change handler that stores it.
 */
export const fieldBinder =
  <Fields extends { [Field in keyof Fields]: string }>(values: Fields, set: (field: keyof Fields) => (event: { target: { value: string } }) => void) =>
  (name: keyof Fields & string) => ({ name, value: values[name], onChange: set(name) });


export function TextField({ label, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} required={input.required} hint={hint}>
      {({ inputId, hintId }) => <input id={inputId} aria-describedby={hintId} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, hint, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} required={textarea.required} hint={hint}>
      {({ inputId, hintId }) => <textarea id={inputId} aria-describedby={hintId} rows={5} {...textarea} />}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: Option[]; placeholder: string }) {
  return (
    <FieldShell label={label} required={select.required} hint={hint}>
      {({ inputId, hintId }) => (
        <select id={inputId} aria-describedby={hintId} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
