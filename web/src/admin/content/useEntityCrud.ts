import { useCallback } from 'react';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import type { EntityDefinition } from './entityDefinition';

/** The list, save and delete of one kind of content, with the spec's alerts (§8). */
export function useEntityCrud<Input, Item extends { _id: string }, Draft>(definition: EntityDefinition<Input, Item, Draft>) {
  const api = useAdminApi();
  const { mutate, removeConfirmed } = useAdminActions();
  const source = definition.data;
  const items = useAdminStore((state) => ('paged' in source ? state.data[source.paged].data : state.data[source.key])) as unknown as Item[];
  const { label, endpoints, inputOf, rowLabel, reloads } = definition;
  const noun = label.toLowerCase();

  /** Creates when `editing` is undefined, else updates it. Resolves true on success. */
  const save = useCallback(
    (draft: Draft, editing?: Item) => {
      const input = inputOf(draft);
      const crud = endpoints(api);
      return mutate(
        () => (editing ? crud.update(editing._id, input) : crud.create(input)),
        { success: `${label} ${editing ? 'updated' : 'created'} successfully!`, failure: `Failed to save ${noun}` },
        reloads,
      );
    },
    [api, endpoints, inputOf, label, noun, mutate, reloads],
  );

  const remove = useCallback(
    (item: Item) =>
      removeConfirmed(
        `Delete ${noun} "${rowLabel(item)}"? This cannot be undone.`,
        () => endpoints(api).remove(item._id),
        { success: `${label} deleted successfully!`, failure: `Failed to delete ${noun}` },
        reloads,
      ),
    [api, endpoints, label, noun, rowLabel, removeConfirmed, reloads],
  );

  return { items, save, remove };
}
