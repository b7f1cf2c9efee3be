import { useId, useRef } from 'react';
import type { FileRecord } from '../../../../shared/api/files';
import { UploadImageButton } from '../content/UploadImageButton';
import { MarkdownEditor, type MarkdownEditorHandle } from './MarkdownEditor';
import { MarkdownPreview } from './MarkdownPreview';

const ALT_PROMPT = 'Describe the picture';
const EDITOR_LABEL = 'Text (Markdown)';

/** Markdown of an uploaded picture, its alt text selected so staff type over it at once. */
function pictureMarkdown(file: FileRecord): { text: string; select: [number, number] } {
  const text = `\n![${ALT_PROMPT}](${file.url})\n`;
  return { text, select: [3, 3 + ALT_PROMPT.length] };
}

/** The post's text: the Markdown editor and the server's rendering of it side by side (stacked on a phone). */
export function BodyEditor({ body, onChange }: { body: string; onChange(body: string): void }) {
  const editor = useRef<MarkdownEditorHandle>(null);
  const previewId = useId();
  const insertPicture = (file: FileRecord) => {
    const { text, select } = pictureMarkdown(file);
    editor.current?.insert(text, select);
  };
  return (
    <div className="adm-field">
      <div className="adm-post-body__tools">
        <span className="adm-label" aria-hidden="true">
          {EDITOR_LABEL}
        </span>
        <UploadImageButton text="Insert picture" inputLabel="Insert a picture into the text: choose a file" onUploaded={insertPicture} />
      </div>
      <div className="adm-post-body">
        <MarkdownEditor value={body} onChange={onChange} label={EDITOR_LABEL} handle={editor} />
        <div>
          <h3 className="adm-post-body__heading" id={previewId}>
            Preview
          </h3>
          <MarkdownPreview body={body} labelledBy={previewId} />
        </div>
      </div>
    </div>
  );
}
