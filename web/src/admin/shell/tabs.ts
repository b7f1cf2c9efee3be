import {
  Briefcase,
  FileText,
  FolderKanban,
  FolderOpen,
  History,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Send,
  Settings,
  UserCog,
  UserSearch,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import { EmailMarketingTab } from '../campaigns/EmailMarketingTab';
import { ProjectsTab } from '../content/projects';
import { ServicesTab } from '../content/services';
import { TemplatesTab } from '../content/TemplatesTab';
import { TestimonialsTab } from '../content/testimonials';
import { DashboardTab } from '../dashboard/DashboardTab';
import { FilesTab } from '../files/FilesTab';
import { ContactsTab, QuotesTab } from '../leads/LeadTabs';
import { NewsletterTab } from '../newsletter/NewsletterTab';
import { ADMIN_PATH } from './paths';

// Settings carries the largest form and is opened rarely: its own chunk.
const SettingsTab = lazy(() => import('../settings/SettingsTab'));
const StaffTab = lazy(() => import('../staff/StaffTab'));
const PeopleTab = lazy(() => import('../people/PeopleTab'));
const AuditTab = lazy(() => import('../audit/AuditTab'));

/**
 * The tab registry: the eleven sidebar tabs of spec §2, in its order, each with its screen, then
 * Staff (accounts and your password, which the spec leaves out) and People (one person's
 * timeline and data rights, issue 18: /admin/people/<email>) and Activity (the audit log, issue
 * 18: /admin/audit). A new tab is one entry here (and its folder in web/src/admin/<tab>/).
 */
export const TABS = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, Screen: DashboardTab },
  { id: 'contacts', label: 'Contacts', icon: Mail, Screen: ContactsTab },
  { id: 'quotes', label: 'Quotes', icon: FileText, Screen: QuotesTab },
  { id: 'projects', label: 'Projects', icon: FolderKanban, Screen: ProjectsTab },
  { id: 'services', label: 'Services', icon: Briefcase, Screen: ServicesTab },
  { id: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote, Screen: TestimonialsTab },
  { id: 'newsletter', label: 'Newsletter', icon: Newspaper, Screen: NewsletterTab },
  { id: 'email-marketing', label: 'Email Marketing', icon: Send, Screen: EmailMarketingTab },
  { id: 'email-templates', label: 'Email Templates', icon: LayoutTemplate, Screen: TemplatesTab },
  { id: 'files', label: 'Files', icon: FolderOpen, Screen: FilesTab },
  { id: 'settings', label: 'Settings', icon: Settings, Screen: SettingsTab },
  { id: 'staff', label: 'Staff', icon: UserCog, Screen: StaffTab },
  { id: 'people', label: 'People', icon: UserSearch, Screen: PeopleTab },
  { id: 'audit', label: 'Activity', icon: History, Screen: AuditTab },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon; Screen: ComponentType }[];

export type TabId = (typeof TABS)[number]['id'];

export { ADMIN_PATH };

export const tabPath = (tab: TabId): string => (tab === 'dashboard' ? ADMIN_PATH : `${ADMIN_PATH}/${tab}`);

/** The tab a path shows; an unknown path below /admin shows the Dashboard rather than nothing. */
export function tabFromPath(pathname: string): TabId {
  const segment = pathname.startsWith(`${ADMIN_PATH}/`) ? pathname.slice(ADMIN_PATH.length + 1).replace(/\/+$/, '') : '';
  // People is the one tab with an address below it: /admin/people/<email>.
  if (segment.startsWith('people/')) return 'people';
  return TABS.find(({ id }) => id === segment)?.id ?? 'dashboard';
}
