import { ArrowLeft, Mail } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '../../../../shared/api/posts';
import { postPath } from '../../../../shared/posts';
import { useSiteLink } from '../state/AdminApiContext';
import { FormActions } from '../ui/FormActions';
import { Moment } from '../ui/Moment';
import { PageHeader } from '../ui/PageHeader';
import { BodyEditor } from './BodyEditor';
import { NewsletterDialog } from './NewsletterDialog';
import { PostFields } from './PostFields';
import { PublishControls } from './PublishControls';
import { usePostDraft, type PostDraft } from './usePostDraft';
import { StatusPill } from './StatusPill';

/** What the editor says about its saves: drafts save themselves, so staff see that they did. */
function SaveState({ state }: { state: PostDraft['state'] }) {
  if (state === 'new') return <span className="adm-muted">Not saved yet</span>;
  if (state === 'saving') return <span className="adm-muted">Saving…</span>;
  if (state === 'unsaved') return <span className="adm-muted">Unsaved changes</span>;
  return (
    <span className="adm-muted">
      Saved <Moment at={state.savedAt} />
    </span>
  );
}

/** One post: its fields, its text beside the preview, and publishing and sending it. */
export function PostEditor({ initial, onClose }: { initial: Post | null; onClose(): void }) {
  const { saved, form, change, save, state, refusal } = usePostDraft(initial);
  const [sending, setSending] = useState(false);
  const siteLink = useSiteLink();
  const busy = state === 'saving';
  return (
    <>
      <PageHeader title={saved ? 'Edit post' : 'New post'} description={form.title || 'Untitled'}>
        <button type="button" className="adm-button" onClick={onClose}>
          <ArrowLeft aria-hidden="true" size={16} /> All posts
        </button>
      </PageHeader>
      <form className="adm-card adm-section adm-post-editor" onSubmit={(event) => (event.preventDefault(), void save())} aria-label="Post">
        <div className="adm-post-editor__state">
          {saved && <StatusPill post={saved} />}
          <SaveState state={state} />
          {saved?.status === 'published' && (
            <a href={siteLink(postPath(saved.slug))} target="_blank" rel="noreferrer">
              View on the site
            </a>
          )}
        </div>
        <PostFields form={form} saved={saved} change={change} />
        <BodyEditor body={form.body} onChange={(body) => change({ body })} />
        <FormActions refusal={refusal}>
          <PublishControls saved={saved} title={form.title} busy={busy} save={save} />
          {saved?.status === 'published' && (
            <button type="button" className="adm-button" onClick={() => setSending(true)}>
              <Mail aria-hidden="true" size={16} /> Send as newsletter…
            </button>
          )}
        </FormActions>
      </form>
      {sending && saved && <NewsletterDialog post={saved} onClose={() => setSending(false)} />}
    </>
  );
}
