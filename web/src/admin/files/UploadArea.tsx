import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useAdminApi, useHostOptions } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { ACCEPT_ATTRIBUTE, refusalText, sortUploads } from './fileRules';

/**
 * Drag-and-drop or pick files; each is checked for type and the 10MB limit before upload, then
 * sent with a progress bar, and stored or refused by the server on its own. A desktop host with
 * its own file dialog gets a plain button.
 */
export function UploadArea() {
  const api = useAdminApi();
  const { nativeFilePicker } = useHostOptions();
  const { mutate } = useAdminActions();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(files: File[] | undefined) {
    let accepted = files;
    if (files) {
      const sorted = sortUploads(files);
      sorted.problems.forEach((problem) => useAdminStore.getState().notify('error', problem));
      accepted = sorted.accepted;
      if (accepted.length === 0) return;
    }
    setProgress(0);
    await mutate(
      async () => {
        // Each file is stored or refused on its own: every refusal is told with its file's name.
        const { stored, refused } = await api.files.upload(accepted, setProgress);
        refused.forEach((refusal) => useAdminStore.getState().notify('error', refusalText(refusal)));
        return stored;
      },
      {
        // A cancelled native dialog (or a batch all refused) stores nothing and gets no success message.
        success: (stored) => (stored.length === 0 ? null : stored.length === 1 ? 'File uploaded successfully!' : `${stored.length} files uploaded successfully!`),
        failure: 'Failed to upload file',
      },
      ['files'],
    );
    setProgress(null);
    if (input.current) input.current.value = '';
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  }

  const busy = progress !== null;
  return (
    <section className="adm-card adm-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Upload files</h2>
      {nativeFilePicker ? (
        <button type="button" className="adm-button adm-button--primary" disabled={busy} onClick={() => void upload(undefined)}>
          <Upload aria-hidden="true" size={18} /> Choose files…
        </button>
      ) : (
        <div
          className={`adm-dropzone${dragging ? ' adm-dropzone--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <Upload aria-hidden="true" size={28} />
          <p>
            Drag and drop files here, or{' '}
            <label htmlFor={inputId} className="adm-link-button">
              choose files
            </label>
          </p>
          <p className="adm-muted">PDF, DOC, DOCX or images (PNG, JPEG, GIF, WebP), up to 10MB each.</p>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            disabled={busy}
            onChange={(event) => void upload(Array.from(event.target.files ?? []))}
          />
        </div>
      )}
      {busy && <progress className="adm-progress" max={1} value={progress} aria-label="Upload progress" />}
    </section>
  );
}
