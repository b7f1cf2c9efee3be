import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { Sidebar } from './Sidebar';
import type { TabId } from './tabs';
import { DashboardTab } from '../dashboard/DashboardTab';
import { ContactsTab, QuotesTab } from '../leads/LeadTabs';
import { ProjectsTab } from '../content/projects';
import { ServicesTab } from '../content/services';
import { TestimonialsTab } from '../content/testimonials';
import { TemplatesTab } from '../content/templates';
import { NewsletterTab } from '../newsletter/NewsletterTab';
import { EmailMarketingTab } from '../campaigns/EmailMarketingTab';
import { FilesTab } from '../files/FilesTab';

// Settings carries the largest form and is opened rarely: its own chunk.
const SettingsTab = lazy(() => import('../settings/SettingsTab'));

const SCREENS: Record<TabId, ComponentType> = {
  dashboard: DashboardTab,
  contacts: ContactsTab,
  quotes: QuotesTab,
  projects: ProjectsTab,
  services: ServicesTab,
  testimonials: TestimonialsTab,
  newsletter: NewsletterTab,
  'email-marketing': EmailMarketingTab,
  'email-templates': TemplatesTab,
  files: FilesTab,
  settings: SettingsTab,
};

/** The signed-in layout: sidebar and the active tab. */
export function AdminShell() {
  const tab = useAdminStore((state) => state.tab);
  const { reload } = useAdminActions();
  const Screen = SCREENS[tab];

  // On sign-in and on every tab change: reuse data younger than 5 minutes (spec §4), else load.
  useEffect(() => {
    void reload(false);
  }, [tab, reload]);

  return (
    <div className="adm-layout">
      <Sidebar />
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Screen key={tab} />
        </Suspense>
      </main>
    </div>
  );
}
