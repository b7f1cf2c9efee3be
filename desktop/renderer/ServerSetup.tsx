import { useState, type FormEvent } from 'react';
import type { ServerInfo } from '../shared/ipc';

const bridge = window.adminDesktop;

/** First run (and File > Server Address…): which API server this app manages. */
export function ServerSetup({ info, onSaved, onCancel }: { info: ServerInfo; onSaved(info: ServerInfo): void; onCancel?: () => void }) {
  const [value, setValue] = useState(info.apiBase ?? info.defaultApiBase);
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    const answer = await bridge.setServer(value);
    if (answer.ok) onSaved(answer.value);
    else setError(answer.message);
  }
  return (
    <main className="desk-setup">
      <form className="desk-setup__card" onSubmit={(event) => void save(event)}>
        <h1>Connect to your website</h1>
        <p>Enter the address of the agency website's server. The app remembers it.</p>
        <label htmlFor="desk-server">Server address</label>
        <input id="desk-server" type="url" required value={value} onChange={(event) => setValue(event.target.value)} />
        {error && (
          <p className="desk-error" role="alert">
            {error}
          </p>
        )}
        <div className="desk-setup__actions">
          {onCancel && (
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="desk-primary">
            Continue
          </button>
        </div>
      </form>
    </main>
  );
}
