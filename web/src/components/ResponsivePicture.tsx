import type { Picture } from '../../../shared/api/media';
import { PICTURE_FORMATS, pictureUrl } from '../../../shared/media';

interface ResponsivePictureProps {
  /** The image as stored, used when the server made no variants of it. */
  src: string;
  /** Its responsive variants, when the server made them. */
  picture?: Picture;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Below the fold: the browser fetches it only when it nears the viewport. */
  lazy: boolean;
  alt: string;
  className: string;
}

/**
 * An uploaded or built-in image: AVIF/WebP variants with srcset when the server made them, else
 * the image as stored. Width and height reserve its box, so nothing shifts as it loads.
 */
export function ResponsivePicture({ src, picture, sizes, lazy, alt, className }: ResponsivePictureProps) {
  const loading = lazy ? 'lazy' : 'eager';
  if (!picture) {
    if (!src) return null;
    return <img className={className} src={src} alt={alt} width={1200} height={750} loading={loading} decoding="async" />;
  }
  const largest = picture.widths[picture.widths.length - 1];
  return (
    <picture>
      {PICTURE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={picture.widths.map((width) => `${pictureUrl(picture, width, format)} ${width}w`).join(', ')}
        />
      ))}
      <img
        className={className}
        src={pictureUrl(picture, largest, 'webp')}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        decoding="async"
        {...(!lazy && { fetchPriority: 'high' as const })}
      />
    </picture>
  );
}
