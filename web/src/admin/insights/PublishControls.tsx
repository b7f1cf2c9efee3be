import { useState } from 'react';
import type { Post } from '../../../../shared/api/posts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatMoment } from '../ui/format';
import { fromLocalInput, localInput, type Publication } from './postForm';
import { ScheduleDialog } from './ScheduleDialog';

type Asking = 'publish' | 'schedule' | 'unpublish' | null;

interface PublishControlsProps {
  saved: Post | null;
  title: string;
  busy: boolean;
  save(publication?: Publication): Promise<unknown>;
}

/**
 * Save, publish, schedule and unpublish. What visitors see changes only after staff confirm it
 * in a dialog that says what will happen; saving a draft changes nothing public.
 */
export function PublishControls({ saved, title, busy, save }: PublishControlsProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const status = saved?.status ?? 'draft';
  const name = title.trim() || 'this post';
  const done = (publication?: Publication) => {
    setAsking(null);
    void save(publication);
  };

  return (
    <div className="adm-publish-bar">
      <button type="button" className="adm-button" disabled={busy} onClick={() => void save()}>
        {status === 'draft' ? 'Save draft' : status === 'scheduled' ? 'Save changes' : 'Update'}
      </button>
      {status !== 'published' && (
        <button type="button" className="adm-button adm-button--primary" disabled={busy || !title.trim()} onClick={() => setAsking('publish')}>
          Publish now…
        </button>
      )}
      {status !== 'published' && (
        <button type="button" className="adm-button" disabled={busy || !title.trim()} onClick={() => setAsking('schedule')}>
          {status === 'scheduled' ? 'Reschedule…' : 'Schedule…'}
        </button>
      )}
      {status !== 'draft' && (
        <button type="button" className="adm-button adm-button--danger" disabled={busy} onClick={() => setAsking('unpublish')}>
          {status === 'scheduled' ? 'Unschedule…' : 'Unpublish…'}
        </button>
      )}
      {asking === 'publish' && (
        <ConfirmDialog title="Publish this post?" confirm="Publish" onCancel={() => setAsking(null)} onConfirm={() => done({ status: 'published', publishAt: '' })}>
          <p>
            “{name}” goes on the Insights page, in the feed and in the sitemap at once. Once public, its address stays as it is.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'schedule' && (
        <ScheduleDialog
          initial={saved?.status === 'scheduled' && saved.publishAt ? localInput(saved.publishAt) : ''}
          name={name}
          onCancel={() => setAsking(null)}
          onSchedule={(local) => done({ status: 'scheduled', publishAt: fromLocalInput(local) })}
        />
      )}
      {asking === 'unpublish' && (
        <ConfirmDialog title={status === 'scheduled' ? 'Unschedule this post?' : 'Unpublish this post?'} confirm={status === 'scheduled' ? 'Unschedule' : 'Unpublish'} danger onCancel={() => setAsking(null)} onConfirm={() => done({ status: 'draft' })}>
          <p>
            {status === 'scheduled'
              ? `“${name}” will not appear at ${formatMoment(Date.parse(saved!.publishAt!))}; it goes back to the drafts.`
              : `“${name}” leaves the Insights page, the feed and the sitemap, and its address answers “not found” until it is published again.`}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
