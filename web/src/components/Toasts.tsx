import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../lib/displayRules';
import { StatusBanner } from './StatusBanner';
import type { Status } from './status';
import './feedback.css';

interface Toast extends Status {
  id: number;
}

/** Toast messages that each disappear after 5 seconds (spec §2, §9). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const show = useCallback((type: Status['type'], text: string) => {
    const id = ++nextId.current;
    setToasts((current) => [...current, { id, type, text }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);
  return { toasts, show };
}

export function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toast-list">
      {toasts.map((toast) => (
        <div className="toast" key={toast.id}>
          <StatusBanner status={toast} />
        </div>
      ))}
    </div>
  );
}
