import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../ui/DataTable';
import { PagedListCard } from '../ui/PagedListCard';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import type { EntityDefinition } from './entityDefinition';
import { EntityForm } from './EntityForm';
import { useEntityCrud } from './useEntityCrud';

type Editing<Item> = { item?: Item } | null;

/** One content tab: header with Add New, the table, and the create/edit modal. */
export function EntityTab<Input, Item extends { _id: string }, Draft>({ definition }: { definition: EntityDefinition<Input, Item, Draft> }) {
  const { items, save, remove } = useEntityCrud(definition);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  useEditorFromAddress(items, setEditing);

  return (
    <>
      <PageHeader title={definition.title} description={definition.description}>
        <button type="button" className="adm-button adm-button--primary" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" size={18} /> Add New
        </button>
      </PageHeader>
      <ListCard definition={definition}>
        <DataTable
          caption={definition.title}
          rows={items}
          columns={definition.columns}
          rowKey={(item) => item._id}
          rowLabel={definition.rowLabel}
          emptyText={`No ${definition.plural} found`}
          actions={[
            { label: 'Edit', icon: Pencil, onClick: (item) => setEditing({ item }) },
            { label: 'Delete', icon: Trash2, danger: true, onClick: (item) => void remove(item) },
          ]}
        />
      </ListCard>
      {editing && (
        <Modal title={`${editing.item ? 'Edit' : 'Add'} ${definition.label}`} size="wide" onClose={() => setEditing(null)}>
          <EntityForm
            label={definition.label}
            Fields={definition.Fields}
            initial={editing.item ? definition.draftOf(editing.item) : definition.emptyDraft()}
            onCancel={() => setEditing(null)}
            onSave={async (draft) => {
              if (await save(draft, editing.item)) setEditing(null);
            }}
          />
        </Modal>
      )}
    </>
  );
}

/**
 * `?edit=<id>` opens that item's editor once it is listed (a won quote's new project draft opens
 * here), then leaves the address.
 */
function useEditorFromAddress<Item extends { _id: string }>(items: readonly Item[], open: (editing: { item: Item }) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('edit');
  useEffect(() => {
    const item = id && items.find((candidate) => candidate._id === id);
    if (!item) return;
    open({ item });
    setParams({}, { replace: true });
  }, [id, items, open, setParams]);
}

/** A paged list gets search, sort and pages around its table; a whole list a plain card. */
function ListCard({ definition, children }: { definition: { data: EntityDefinition<never, { _id: string }, never>['data']; plural: string }; children: ReactNode }) {
  const source = definition.data;
  if (!('paged' in source)) return <div className="adm-card">{children}</div>;
  return (
    <PagedListCard list={source.paged} noun={definition.plural} searchHint={source.searchHint}>
      {children}
    </PagedListCard>
  );
}
