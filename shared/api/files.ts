import { Type, type Static } from 'typebox';

/** An uploaded file; `url` is where it is served, e.g. /uploads/3f2c....pdf. */
export const FileRecord = Type.Object({
  _id: Type.String(),
  originalName: Type.String(),
  storedName: Type.String(),
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
});
export type FileRecord = Static<typeof FileRecord>;

/** A file of an upload batch that was not stored: its name, and the HTTP status and reason why. */
export interface UploadRefusal {
  name: string;
  status: number;
  message: string;
}

/** What an upload batch did: each file is stored or refused on its own. */
export interface UploadOutcome {
  stored: FileRecord[];
  refused: UploadRefusal[];
}
