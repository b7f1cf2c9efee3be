import {
  Briefcase,
  FileText,
  FolderKanban,
  FolderOpen,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Send,
  Settings,
  type LucideIcon,
} from 'lucide-react';

/** The eleven sidebar tabs of spec §2, in its order. */
export const TABS = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'contacts', label: 'Contacts', icon: Mail },
  { id: 'quotes', label: 'Quotes', icon: FileText },
  { id: 'projects', label: 'Projects', icon: FolderKanban },
  { id: 'services', label: 'Services', icon: Briefcase },
  { id: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { id: 'newsletter', label: 'Newsletter', icon: Newspaper },
  { id: 'email-marketing', label: 'Email Marketing', icon: Send },
  { id: 'email-templates', label: 'Email Templates', icon: LayoutTemplate },
  { id: 'files', label: 'Files', icon: FolderOpen },
  { id: 'settings', label: 'Settings', icon: Settings },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type TabId = (typeof TABS)[number]['id'];
