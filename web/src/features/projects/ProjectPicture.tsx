import { PICTURE_FORMATS, pictureUrl } from '../../../../shared/media';
import type { Project } from '../../../../shared/api/projects';

interface ProjectPictureProps {
  project: Pick<Project, 'image' | 'picture'>;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Below the fold: the browser fetches it only when it nears the viewport. */
  lazy: boolean;
  alt: string;
}

/**
 * A project's image in a fixed 16:10 box: AVIF/WebP variants with srcset when the server made
 * them, else the image as stored. The box reserves its space, so nothing shifts as it loads.
 */
export function ProjectPicture({ project, sizes, lazy, alt }: ProjectPictureProps) {
  const { picture } = project;
  const loading = lazy ? 'lazy' : 'eager';
  if (!picture) {
    if (!project.image) return null;
    return <img className="project-picture" src={project.image} alt={alt} width={1200} height={750} loading={loading} decoding="async" />;
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
        className="project-picture"
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
