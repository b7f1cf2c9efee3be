import { EntityTab } from './EntityTab';
import { SystemTemplates } from './SystemTemplates';
import { templates } from './templates';

/** Saved templates, then the system mails with their built-in texts (edit, reset to default). */
export const TemplatesTab = () => (
  <>
    <EntityTab definition={templates} />
    <SystemTemplates />
  </>
);
