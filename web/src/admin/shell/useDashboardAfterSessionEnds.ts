import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PATH } from './paths';

/**
 * Spec §4: logout or an ended session returns to the Dashboard tab, so the next sign-in starts
 * there. A link to a tab opened while signed out keeps its tab through the sign-in.
 */
export function useDashboardAfterSessionEnds(session: string) {
  const navigate = useNavigate();
  const previous = useRef(session);
  useEffect(() => {
    if (previous.current === 'signed-in' && session === 'signed-out') void navigate(ADMIN_PATH, { replace: true });
    previous.current = session;
  }, [session, navigate]);
}
