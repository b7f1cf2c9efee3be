import type { ComponentType } from 'react';
import type { ListName } from '../../../../shared/api/lists';
import type { AdminApi, EntityEndpoints } from '../api/adminApi';
import type { AdminData } from '../state/adminData';
import type { Reloads } from '../state/useAdminActions';
import type { Column } from '../ui/DataTable';

/** Keys of the cached data that hold a list of `Item`. */
export type ListKey<Item> = { [K in keyof AdminData]: AdminData[K] extends Item[] ? K : never }[keyof AdminData];

export interface DraftFieldsProps<Draft> {
  draft: Draft;
  set(patch: Partial<Draft>): void;
}

/**
 * Everything that differs between projects, services, testimonials and templates. The table,
 * the modal, the save/delete flow and the messages are shared (content/EntityTab.tsx).
 * `Draft` is the form's state as typed; `inputOf` applies spec §5's rules when saving.
 */
export interface EntityDefinition<Input, Item extends { _id: string }, Draft> {
  /** Singular, capitalised: 'Project' gives 'Project created successfully!' (spec §8). */
  label: string;
  /** Tab title, e.g. 'Projects'. */
  title: string;
  /** Lower-case plural for 'No projects found'. */
  plural: string;
  description: string;
  /** Where the items are: a whole list in the cached data, or a paged list (issue 17). */
  data: { key: ListKey<Item> } | { paged: ListName & keyof AdminData; searchHint: string };
  /** What a save or delete changes in the cached data: its list, and `stats` when a total staff see counts it. */
  reloads: Reloads;
  endpoints(api: AdminApi): Omit<EntityEndpoints<Input, Item>, 'list'>;
  /** Spec §2: Name, a second and a third column, Date (Actions is added by the table). */
  columns: Column<Item>[];
  rowLabel(item: Item): string;
  emptyDraft(): Draft;
  draftOf(item: Item): Draft;
  inputOf(draft: Draft): Input;
  Fields: ComponentType<DraftFieldsProps<Draft>>;
}
