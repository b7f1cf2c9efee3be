import { textLimits } from '../../../../shared/api/common';
import { type Project, ProjectInput } from '../../../../shared/api/projects';
import { PROJECT_CATEGORIES, PROJECT_STATUSES, type ProjectCategory, type ProjectStatus } from '../../../../shared/constants';
import { Checkbox, FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { bindDraft } from './bindDraft';
import { ImageField } from './ImageField';
import type { DraftFieldsProps, EntityDefinition } from './entityDefinition';
import { EntityTab } from './EntityTab';
import { parseCommaList } from './formRules';
import { PreviewStatus } from './PreviewStatus';
import { ShortDate } from '../ui/Moment';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(ProjectInput);

type ProjectDraft = Omit<ProjectInput, 'technologies'> & { technologies: string };

function ProjectFields({ draft, set }: DraftFieldsProps<ProjectDraft>) {
  const { text, check } = bindDraft(draft, set);
  return (
    <>
      <TextInput label="Title" required maxLength={LIMITS.title} {...text('title')} />
      <TextArea label="Description" maxLength={LIMITS.description} {...text('description')} />
      <FieldGrid>
        <TextInput label="Live URL" type="url" placeholder="https://" {...text('liveUrl')} hint="Checked on save: a site that refuses frames shows its picture and a link instead." />
        <TextInput label="GitHub URL" type="url" placeholder="https://" {...text('github')} />
        <TextInput label="Technologies" {...text('technologies')} hint="Separate with commas, e.g. React, Node.js" />
        <Select label="Category" options={PROJECT_CATEGORIES} {...text('category')} />
        <Select label="Status" options={PROJECT_STATUSES} {...text('status')} />
      </FieldGrid>
      <ImageField label="Image" maxLength={LIMITS.image} value={draft.image} onChange={(image) => set({ image })} />
      <Checkbox label="Featured on the home page" {...check('featured')} />
    </>
  );
}

const projects: EntityDefinition<ProjectInput, Project, ProjectDraft> = {
  label: 'Project',
  title: 'Projects',
  plural: 'projects',
  description: 'Portfolio work shown on the public site.',
  data: { key: 'projects' },
  // The Dashboard counts projects.
  reloads: ['projects', 'stats'],
  endpoints: (api) => api.projects,
  columns: [
    { header: 'Name', cell: (p) => <strong>{p.title}</strong> },
    { header: 'Category', cell: (p) => p.category },
    { header: 'Status', cell: (p) => <span className={`adm-pill adm-pill--${p.status}`}>{p.status}</span> },
    { header: 'Live preview', cell: (p) => <PreviewStatus project={p} /> },
    { header: 'Date', cell: (p) => <ShortDate value={p.createdAt} /> },
  ],
  rowLabel: (p) => p.title,
  emptyDraft: () => ({
    title: '',
    description: '',
    liveUrl: '',
    github: '',
    image: '',
    category: 'web',
    technologies: '',
    featured: false,
    status: 'active',
  }),
  draftOf: ({ title, description, liveUrl, github, image, category, technologies, featured, status }) => ({
    title,
    description,
    liveUrl,
    github,
    image,
    category,
    technologies: technologies.join(', '),
    featured,
    status,
  }),
  inputOf: (draft) => ({
    ...draft,
    title: draft.title.trim(),
    liveUrl: draft.liveUrl.trim(),
    github: draft.github.trim(),
    category: draft.category as ProjectCategory,
    status: draft.status as ProjectStatus,
    technologies: parseCommaList(draft.technologies),
  }),
  Fields: ProjectFields,
};

export const ProjectsTab = () => <EntityTab definition={projects} />;
