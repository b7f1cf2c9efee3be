import { Type, type Static } from 'typebox';
import { PROJECT_CATEGORIES, PROJECT_STATUSES } from '../constants.ts';
import { FeaturedQuery, LinkOrPath, One, OptionalUrl, RequiredText, Stored, Text } from './common.ts';
import { FrameCheck, Picture } from './media.ts';

export const ProjectInput = Type.Object({
  title: RequiredText(150),
  description: Text(2000),
  liveUrl: OptionalUrl,
  github: OptionalUrl,
  image: LinkOrPath(2048),
  category: Type.Enum(PROJECT_CATEGORIES),
  technologies: Type.Array(RequiredText(60), { maxItems: 40 }),
  featured: Type.Boolean(),
  status: Type.Enum(PROJECT_STATUSES),
});
export type ProjectInput = Static<typeof ProjectInput>;

export const Project = Stored(ProjectInput, {
  /** Responsive variants of `image`, when the server made them (uploads and built-in covers). */
  picture: Type.Optional(Picture),
  /** The last frameability check of `liveUrl`; absent until one ran. */
  frame: Type.Optional(FrameCheck),
});
export type Project = Static<typeof Project>;

export const ProjectsQuery = Type.Object({
  ...FeaturedQuery.properties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  category: Type.Optional(Type.Enum(PROJECT_CATEGORIES)),
  /** Skips this many projects: 'Load More Projects' pages through the list. */
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});

/** GET /api/projects/{id} answers the record under `project` (spec §7) and `data`. */
export const ProjectAnswer = Type.Object({ success: Type.Literal(true), project: Project, data: Project });

/**
 * GET /api/projects/{id}/preview: whether the live preview may show now, as the server found it
 * within the last few minutes (it checks the site again first when its last check is older).
 */
export const PreviewVerdict = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('blocked')]) });
export type PreviewVerdict = Static<typeof PreviewVerdict>;
export const PreviewAnswer = One(PreviewVerdict);
