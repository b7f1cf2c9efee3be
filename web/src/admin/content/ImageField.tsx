import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadExtensions } from '../../../../shared/uploads';
import { useAdminApi, useHostOptions, useSiteLink } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { TextInput } from '../ui/fields';

const IMAGE_ACCEPT = uploadExtensions('images')
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * A link to one of the site's own files, pasted from the Files tab as an absolute address, is
 * stored site-relative (/uploads/...): it keeps working when the site moves to its real domain.
 */
export function siteRelative(value: string, siteUrl: string): string {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    const site = new URL(siteUrl, url);
    if (url.origin === site.origin && url.pathname.startsWith('/uploads/')) return url.pathname + url.search;
  } catch {
    // Not an absolute URL: already a path, or left for the server to judge.
  }
  return trimmed;
}

/**
 * Both hosts' page policies load pictures from their own origin or over https only (the desktop
 * app's pages are app://, its server may be plain http on a LAN): no thumbnail rather than a
 * blocked one.
 */
function canShow(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

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
  const [busy, setBusy] = useState(false);

  async function upload(files?: File[]) {
    setBusy(true);
    await mutate(
      async () => {
        const [stored] = await api.files.upload(files, undefined, 'images');
        if (stored) onChange(stored.url);
        return stored;
      },
      { success: (stored) => (stored ? `${stored.originalName} uploaded` : null), failure: 'Failed to upload image' },
      ['files'],
    );
    setBusy(false);
  }

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
