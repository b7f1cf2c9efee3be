import { ImageUp } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { uploadExtensions } from '../../../../shared/uploads';
import { useAdminApi, useHostOptions, useSiteLink } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { TextInput } from '../ui/fields';
import { useBusy } from '../ui/useBusy';
import { canShow, siteRelative } from './imageLinks';

const IMAGE_ACCEPT = uploadExtensions('images')
  .map((extension) => `.${extension}`)
  .join(',');

interface ImageFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength?: number;
}

/**
 * An image in one step: upload it here (the browser's file input, or the desktop's native
 * picker) and the field holds its site-relative URL; a link typed by hand works too.
 */
export function ImageField({ label, value, onChange, maxLength }: ImageFieldProps) {
  const api = useAdminApi();
  const { nativeFilePicker, siteUrl } = useHostOptions();
  const siteLink = useSiteLink();
  const { mutate } = useAdminActions();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, whileBusy] = useBusy();

  const upload = (files?: File[]) =>
    whileBusy(() =>
      mutate(
        async () => {
          const [stored] = await api.files.upload(files, undefined, 'images');
          if (stored) onChange(stored.url);
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
    <div className="adm-image-field">
      <TextInput
        label={label}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(siteRelative(value, siteUrl))}
        hint="Upload a picture, or paste a link to one."
      />
      <div className="adm-image-field__actions">
        {value && canShow(siteLink(value)) && <img className="adm-image-field__preview" src={siteLink(value)} alt="" />}
        {!nativeFilePicker && (
          <input ref={input} id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={picked} aria-label={`${label}: choose a file`} />
        )}
        <button type="button" className="adm-button adm-button--small" disabled={busy} onClick={() => (nativeFilePicker ? void upload() : input.current?.click())}>
          <ImageUp aria-hidden="true" size={16} /> {busy ? 'Uploading…' : 'Upload image'}
        </button>
      </div>
    </div>
  );
}
