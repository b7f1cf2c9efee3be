import { useEffect, useState } from 'react';
import type { PostPreview } from '../../../../shared/api/posts';
import { useAdminApi, useSiteLink } from '../state/AdminApiContext';
import { failureText } from '../state/messages';
import { previewHtml } from './previewHtml';

/** The preview follows the text this long after the last keystroke: one call per pause, not per key. */
const PREVIEW_DELAY_MS = 400;

/**
 * The post as visitors will read it, beside the editor: the HTML comes from the server's own
 * renderer (POST /api/admin/posts/preview), the one a save uses, so no Markdown code is in the
 * dashboard and what staff see is what is stored: the allow-listed HTML the public page shows.
 */
export function MarkdownPreview({ body, labelledBy }: { body: string; labelledBy: string }) {
  const api = useAdminApi();
  const siteLink = useSiteLink();
  const [preview, setPreview] = useState<PostPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.posts.preview(body).then(
        (answer) => current && (setPreview(answer), setFailure(null)),
        (error: unknown) => current && setFailure(failureText('Preview failed', error)),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, body]);

  return (
    <section className="adm-post-preview" aria-labelledby={labelledBy} aria-live="polite" aria-busy={preview === null}>
      {failure && <p className="adm-form-error">{failure}</p>}
      {preview && <p className="adm-muted">{preview.readingMinutes} min read</p>}
      {/* The server's allow-listed HTML (api/services/posts/markdown.ts), the same the public page shows. */}
      <div className="adm-post-preview__body" dangerouslySetInnerHTML={{ __html: preview ? previewHtml(preview.html, siteLink) : '' }} />
    </section>
  );
}
