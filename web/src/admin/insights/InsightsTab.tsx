import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { PostListItem } from '../../../../shared/api/posts';
import { POST_KIND_LABELS } from '../../../../shared/posts';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { reloadAdminData } from '../state/reloadAdminData';
import { useAdminActions } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { DataTable } from '../ui/DataTable';
import { formatDate } from '../ui/format';
import { PagedListCard } from '../ui/PagedListCard';
import { PageHeader } from '../ui/PageHeader';
import { PostEditor } from './PostEditor';
import { StatusPill } from './StatusPill';
import './insights.css';

/** An existing post, read whole (its Markdown) when opened. */
function OpenPost({ id, onClose }: { id: string; onClose(): void }) {
  const api = useAdminApi();
  const post = useLoaded(useCallback(() => api.posts.get(id), [api, id]));
  if (post.failed) return <p className="adm-form-error">This post could not be opened.</p>;
  return post.value ? <PostEditor key={id} initial={post.value} onClose={onClose} /> : <p className="adm-muted">Opening…</p>;
}

/** The Insights tab (design §13): the agency's articles and case studies, written and published here. */
export default function InsightsTab() {
  const api = useAdminApi();
  const posts = useAdminStore((state) => state.data.posts);
  const { removeConfirmed } = useAdminActions();
  const [open, setOpen] = useState<{ id: string | null } | null>(null);
  const close = () => {
    setOpen(null);
    // Drafts saved themselves while the editor was open: the list shows them now.
    void reloadAdminData(api, ['posts']);
  };

  if (open) return open.id ? <OpenPost id={open.id} onClose={close} /> : <PostEditor initial={null} onClose={close} />;
  return (
    <>
      <PageHeader title="Insights" description="Articles and case studies: written in Markdown, published on the site, sent to subscribers.">
        <button type="button" className="adm-button adm-button--primary" onClick={() => setOpen({ id: null })}>
          <Plus aria-hidden="true" size={16} /> New post
        </button>
      </PageHeader>
      <PagedListCard list="posts" noun="posts" searchHint="title">
        <DataTable<PostListItem>
          caption="Posts"
          rows={posts.data}
          rowKey={(post) => post._id}
          rowLabel={(post) => post.title}
          emptyText="No posts found"
          columns={[
            { header: 'Title', cell: (post) => post.title },
            { header: 'Status', cell: (post) => <StatusPill post={post} /> },
            { header: 'Kind', cell: (post) => POST_KIND_LABELS[post.kind] },
            { header: 'Updated', cell: (post) => formatDate(post.updatedAt) },
            { header: 'Newsletter', cell: (post) => (post.newsletter ? `Sent ${formatDate(post.newsletter.sentAt)}` : '—') },
          ]}
          actions={[
            { label: 'Edit', icon: Pencil, onClick: (post) => setOpen({ id: post._id }) },
            {
              label: 'Delete',
              icon: Trash2,
              danger: true,
              onClick: (post) =>
                void removeConfirmed(`Delete “${post.title}”? It can be brought back from the Activity tab.`, () => api.posts.remove(post._id), { success: 'Post deleted', failure: 'Failed to delete post' }, ['posts']),
            },
          ]}
        />
      </PagedListCard>
    </>
  );
}
