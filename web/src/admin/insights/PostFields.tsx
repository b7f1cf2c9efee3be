import { textLimits } from '../../../../shared/api/common';
import { PostInput, type Post } from '../../../../shared/api/posts';
import { POST_KIND_LABELS, POST_KINDS } from '../../../../shared/posts';
import { bindDraft } from '../content/bindDraft';
import { ImageField } from '../content/ImageField';
import { useAdminStore } from '../state/adminStore';
import { FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import type { PostForm } from './postForm';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(PostInput);

interface PostFieldsProps {
  form: PostForm;
  saved: Post | null;
  change(patch: Partial<PostForm>): void;
}

/** Everything about a post but its text: title, address, summary, tags, kind, project and cover. */
export function PostFields({ form, saved, change }: PostFieldsProps) {
  const projects = useAdminStore((state) => state.data.projects);
  const { text } = bindDraft(form, change);
  const locked = saved?.slugLocked ?? false;
  return (
    <>
      <TextInput label="Title" required maxLength={LIMITS.title} {...text('title')} />
      <FieldGrid>
        <TextInput
          label="Address (slug)"
          maxLength={LIMITS.slug}
          disabled={locked}
          placeholder="made from the title"
          {...text('slug')}
          hint={locked ? `Fixed since it was published: /insights/${form.slug}` : 'Lower-case words joined by hyphens; left as it is, it follows the title until the post is published.'}
        />
        <TextInput label="Tags" maxLength={400} {...text('tags')} hint="Separated by commas, e.g. performance, web development (up to 8)." />
      </FieldGrid>
      <TextArea label="Excerpt" rows={2} maxLength={LIMITS.excerpt} {...text('excerpt')} hint="The summary in lists and search results; left empty, the first paragraph is used." />
      <FieldGrid>
        <Select label="Kind" options={POST_KINDS.map((value) => ({ value, label: POST_KIND_LABELS[value] }))} {...text('kind')} />
        {form.kind === 'case_study' && (
          <Select
            label="Project"
            options={[{ value: '', label: 'No project' }, ...projects.map((project) => ({ value: project._id, label: project.title }))]}
            value={form.projectId}
            onChange={(event) => change({ projectId: event.target.value })}
            hint="The case study is shown on this project's page."
          />
        )}
      </FieldGrid>
      <FieldGrid>
        <ImageField label="Cover image" maxLength={LIMITS.coverImage} value={form.coverImage} onChange={(coverImage) => change({ coverImage })} />
        <TextInput label="Cover description (alt text)" maxLength={LIMITS.coverAlt} required={Boolean(form.coverImage)} {...text('coverAlt')} hint="What the picture shows, for readers who cannot see it." />
      </FieldGrid>
    </>
  );
}
