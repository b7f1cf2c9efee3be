import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi } from '../api/adminApi';

/** What differs between the hosts besides the transport. */
export interface HostOptions {
  /**
   * The host picks files itself (the desktop's native dialog): the Files tab then calls
   * uploadFiles without files instead of showing the browser's file input and drop area.
   */
  nativeFilePicker: boolean;
  /** The public site's address; View Site and uploaded files' links resolve against it. */
  siteUrl: string;
  /** The host notifies of new leads itself (the desktop's main process): no browser notifications. */
  nativeAlerts?: boolean;
}

interface AdminContextValue {
  api: AdminApi;
  host: HostOptions;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** Hands the host's AdminApi (browser or desktop transport) to every admin screen. */
export function AdminApiProvider({ api, host, children }: AdminContextValue & { children: ReactNode }) {
  return <AdminContext.Provider value={{ api, host }}>{children}</AdminContext.Provider>;
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Admin screens must be rendered inside <AdminApp>');
  return value;
}

export const useAdminApi = (): AdminApi => useAdminContext().api;
export const useHostOptions = (): HostOptions => useAdminContext().host;

/** An absolute link to a path of the public site (e.g. /uploads/x.pdf), for opening or copying. */
export function useSiteLink(): (path: string) => string {
  const { siteUrl } = useHostOptions();
  return (path) => new URL(path, new URL(siteUrl, window.location.href)).href;
}
