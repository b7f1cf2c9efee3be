import type { ReactNode } from 'react';

/**
 * The end of a form or dialog: the server's reason for refusing a save, kept beside the buttons
 * (notices fade, this names the field to fix), then the buttons.
 */
export function FormActions({ refusal, children }: { refusal?: string | null; children: ReactNode }) {
  return (
    <>
      {refusal && (
        <p className="adm-form-error" role="alert">
          {refusal}
        </p>
      )}
      <div className="adm-form-actions">{children}</div>
    </>
  );
}
