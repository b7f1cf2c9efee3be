import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled control beside a paged list's search: its sort, a filter, a day. */
export function ListTool({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="adm-list-sort">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A choice beside a paged list's search (its sort, a filter); a filter's empty value shows all. */
export function ListChoice({ label, value, choices, onChoose }: { label: string; value: string; choices: Choice[]; onChoose(value: string): void }) {
  return (
    <ListTool label={label}>
      <select value={value} onChange={(event) => onChoose(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </ListTool>
  );
}
