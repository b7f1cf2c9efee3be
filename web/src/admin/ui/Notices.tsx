import { AlertCircle, CheckCircle2, X } from 'lucide-react';
import { useAdminStore, type Notice, type NoticeType } from '../state/adminStore';

/**
 * Success and failure alerts as non-blocking toasts instead of window.alert: a polite
 * role="status" region for successes and an assertive role="alert" one for failures. Both
 * regions stay in the page so screen readers announce what is added to them.
 */
export function Notices() {
  const notices = useAdminStore((state) => state.notices);
  return (
    <div className="adm-notices">
      <NoticeRegion type="success" notices={notices} />
      <NoticeRegion type="error" notices={notices} />
    </div>
  );
}

function NoticeRegion({ type, notices }: { type: NoticeType; notices: Notice[] }) {
  const dismiss = useAdminStore((state) => state.dismiss);
  const Icon = type === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <div role={type === 'success' ? 'status' : 'alert'} className="adm-notices__region">
      {notices
        .filter((notice) => notice.type === type)
        .map((notice) => (
          <div key={notice.id} className={`adm-notice adm-notice--${type}`}>
            <Icon aria-hidden="true" size={20} />
            <p>{notice.text}</p>
            <button type="button" className="adm-icon-button" aria-label="Dismiss message" onClick={() => dismiss(notice.id)}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ))}
    </div>
  );
}
