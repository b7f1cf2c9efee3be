import {
  Briefcase,
  FileText,
  FolderKanban,
  FolderOpen,
  History,
  Lightbulb,
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
import { TAB_IDS, type TabId } from './tabIds';

// Settings carries the largest form and is opened rarely: its own chunk.
const SettingsTab = lazy(() => import('../settings/SettingsTab'));
const StaffTab = lazy(() => import('../staff/StaffTab'));
const PeopleTab = lazy(() => import('../people/PeopleTab'));
const AuditTab = lazy(() => import('../audit/AuditTab'));
// The Markdown editor (CodeMirror) loads only with the Insights tab.
const InsightsTab = lazy(() => import('../insights/InsightsTab'));

/** What the sidebar shows of a tab, and the screen it opens. */
interface Tab {
  id: TabId;
  label: string;
  icon: LucideIcon;
  Screen: ComponentType;
}

/**
 * The tab registry: each tab of tabIds.ts with its label, icon and screen (People opens one
 * person's timeline and data rights at /admin/people/<email>; Activity is the audit log). A new
 * tab is its id in tabIds.ts, one entry here (the compiler asks for it) and its folder in
 * web/src/admin/<tab>/.
 */
const TAB_SCREENS: Record<TabId, Omit<Tab, 'id'>> = {
  dashboard: { label: 'Dashboard', icon: LayoutDashboard, Screen: DashboardTab },
  contacts: { label: 'Contacts', icon: Mail, Screen: ContactsTab },
  quotes: { label: 'Quotes', icon: FileText, Screen: QuotesTab },
  projects: { label: 'Projects', icon: FolderKanban, Screen: ProjectsTab },
  services: { label: 'Services', icon: Briefcase, Screen: ServicesTab },
  testimonials: { label: 'Testimonials', icon: MessageSquareQuote, Screen: TestimonialsTab },
  insights: { label: 'Insights', icon: Lightbulb, Screen: InsightsTab },
  newsletter: { label: 'Newsletter', icon: Newspaper, Screen: NewsletterTab },
  'email-marketing': { label: 'Email Marketing', icon: Send, Screen: EmailMarketingTab },
  'email-templates': { label: 'Email Templates', icon: LayoutTemplate, Screen: TemplatesTab },
  files: { label: 'Files', icon: FolderOpen, Screen: FilesTab },
  settings: { label: 'Settings', icon: Settings, Screen: SettingsTab },
  staff: { label: 'Staff', icon: UserCog, Screen: StaffTab },
  people: { label: 'People', icon: UserSearch, Screen: PeopleTab },
  audit: { label: 'Activity', icon: History, Screen: AuditTab },
};

/** The tabs in sidebar order. */
export const TABS: readonly Tab[] = TAB_IDS.map((id) => ({ id, ...TAB_SCREENS[id] }));
