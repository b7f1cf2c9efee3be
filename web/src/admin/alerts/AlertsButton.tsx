import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useHostOptions } from '../state/AdminApiContext';

/**
 * Asks this browser for permission to show a notification for each new lead (the badge works
 * without it). Shown only while the browser has not been asked; the desktop app notifies natively.
 */
export function AlertsButton() {
  const { nativeAlerts } = useHostOptions();
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  if (nativeAlerts || permission !== 'default') return null;
  return (
    <button
      type="button"
      className="adm-sidebar__tab"
      onClick={() => void Notification.requestPermission().then(setPermission, () => setPermission(Notification.permission))}
    >
      <BellRing aria-hidden="true" size={18} />
      <span>Notify me of new leads</span>
    </button>
  );
}
