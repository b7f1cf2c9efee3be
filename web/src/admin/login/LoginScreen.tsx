import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AdminApiError } from '../api/transport';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { TextInput } from '../ui/fields';

const INVALID = 'Invalid credentials. Please try again.';

/** Spec §2 login: Email, Password, Sign in; both required (spec §5). */
export function LoginScreen() {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api.login(email.trim(), password);
      useAdminStore.getState().signedIn();
    } catch (failure) {
      // Throttling and an unreachable server say so; every other refusal is the spec's text.
      const status = failure instanceof AdminApiError ? failure.status : -1;
      setError(status === 429 || status === 0 ? (failure as Error).message : INVALID);
      setBusy(false);
    }
  }

  return (
    <main className="adm-login">
      <form className="adm-login__card" onSubmit={submit} aria-labelledby="adm-login-title">
        <div className="adm-login__badge" aria-hidden="true">
          <LockKeyhole size={26} />
        </div>
        <h1 id="adm-login-title">Admin Login</h1>
        <p className="adm-muted">Sign in to manage the website.</p>
        <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="adm-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
