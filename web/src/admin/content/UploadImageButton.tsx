import { ImageUp } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import type { FileRecord } from '../../../../shared/api/files';
import { uploadExtensions } from '../../../../shared/uploads';
import { AdminApiError } from '../api/transport';
import { useAdminApi, useHostOptions } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

const IMAGE_ACCEPT = uploadExtensions('images')
  .map((extension) => `.${extension}`)
  .join(',');

interface UploadImageButtonProps {
  /** The button's words, e.g. 'Upload image'. */
  text: string;
  /** Names the hidden file input for screen readers, e.g. 'Cover image: choose a file'. */
  inputLabel: string;
  onUploaded(file: FileRecord): void;
}

/**
 * Uploads one picture through the Files pipeline (type checked by content, variants made): the
 * browser's file input, or the desktop's native picker (asked for one file). The Files list is
 * reloaded after it.
 */
export function UploadImageButton({ text, inputLabel, onUploaded }: UploadImageButtonProps) {
  const api = useAdminApi();
  const { nativeFilePicker } = useHostOptions();
  const { mutate } = useAdminActions();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, oneAtATime] = useOneAtATime();

  const upload = (files?: File[]) =>
    oneAtATime(() =>
      mutate(
        async () => {
          const outcome = await api.files.upload(files, undefined, 'images', 'one');
          const [stored] = outcome.stored;
          const [refused] = outcome.refused;
          // One picture is wanted: a refused one fails the action with the server's reason.
          if (!stored && refused) throw new AdminApiError(refused.status, refused.message);
          if (stored) onUploaded(stored);
          return stored;
        },
        { success: (stored) => (stored ? `${stored.originalName} uploaded` : null), failure: 'Failed to upload image' },
        ['files'],
      ),
    );

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) void upload(files);
  };

  return (
    <>
      {!nativeFilePicker && <input ref={input} id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={picked} aria-label={inputLabel} />}
      <button type="button" className="adm-button adm-button--small" disabled={busy} onClick={() => (nativeFilePicker ? void upload() : input.current?.click())}>
        <ImageUp aria-hidden="true" size={16} /> {busy ? 'Uploading…' : text}
      </button>
    </>
  );
}
