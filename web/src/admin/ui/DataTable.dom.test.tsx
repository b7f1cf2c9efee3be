import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type RowAction } from './DataTable';

interface Row {
  id: string;
  name: string;
  status: 'active' | 'unsubscribed';
}

const rows: Row[] = [
  { id: 'r1', name: 'Website redesign', status: 'active' },
  { id: 'r2', name: 'Shop app', status: 'unsubscribed' },
];

function renderTable(list: readonly Row[], actions: RowAction<Row>[]) {
  return render(
    <DataTable
      caption="Projects"
      rows={list}
      columns={[
        { header: 'Name', cell: (row) => <strong>{row.name}</strong> },
        { header: 'Status', cell: (row) => row.status },
      ]}
      actions={actions}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      emptyText="No projects found"
    />,
  );
}

describe('DataTable', () => {
  it('shows the columns, then Actions, with a row per record', () => {
    renderTable(rows, [{ label: 'Edit', icon: Pencil, onClick: vi.fn() }]);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Status', 'Actions']);
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Website redesign', 'Shop app']);
  });

  it('leaves out an empty Actions column when a list has no actions', () => {
    renderTable(rows, []);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Status']);
  });

  it("names each action after its row and acts on that row; actions that do not apply are left out", () => {
    const edit = vi.fn();
    const unsubscribe = vi.fn();
    renderTable(rows, [
      { label: 'Edit', icon: Pencil, onClick: edit },
      { label: 'Unsubscribe', icon: Trash2, onClick: unsubscribe, danger: true, appliesTo: (row) => row.status === 'active' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Shop app' }));
    expect(edit).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe Website redesign' }));
    expect(unsubscribe).toHaveBeenCalledWith(rows[0]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe Shop app' })).toBeNull();
  });

  it('says so when there is nothing to list, instead of an empty table', () => {
    renderTable([], []);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No projects found')).toBeTruthy();
  });
});
