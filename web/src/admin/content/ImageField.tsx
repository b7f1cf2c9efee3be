import { useHostOptions, useSiteLink } from '../state/AdminApiContext';
import { TextInput } from '../ui/fields';
import { canShow, siteRelative } from './imageLinks';
import { UploadImageButton } from './UploadImageButton';

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
  const { siteUrl } = useHostOptions();
  const siteLink = useSiteLink();

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
        <UploadImageButton text="Upload image" inputLabel={`${label}: choose a file`} onUploaded={(stored) => onChange(stored.url)} />
      </div>
    </div>
  );
}
