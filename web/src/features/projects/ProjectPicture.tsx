import type { Project } from '../../../../shared/api/projects';
import { ResponsivePicture } from '../../components/ResponsivePicture';

interface ProjectPictureProps {
  project: Pick<Project, 'image' | 'picture'>;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Below the fold: the browser fetches it only when it nears the viewport. */
  lazy: boolean;
  alt: string;
}

/** A project's image in a fixed 16:10 box (project-picture), with its variants when there are some. */
export function ProjectPicture({ project, sizes, lazy, alt }: ProjectPictureProps) {
  return <ResponsivePicture className="project-picture" src={project.image} picture={project.picture} sizes={sizes} lazy={lazy} alt={alt} />;
}
