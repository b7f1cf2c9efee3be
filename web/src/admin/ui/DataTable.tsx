import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

export interface RowAction<Row> {
  /** Verb shown as tooltip; the accessible name adds the row, e.g. 'Edit Website redesign'. */
  label: string;
  icon: LucideIcon;
  onClick(row: Row): void;
  danger?: boolean;
  /** Rows this action does not apply to get no button (e.g. unsubscribing the unsubscribed). */
  appliesTo?(row: Row): boolean;
}

interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  actions: RowAction<Row>[];
  rowKey(row: Row): string;
  /** Names the row in action labels so screen readers hear which row a button acts on. */
  rowLabel(row: Row): string;
  /** Spec §2: 'No {type} found'. */
  emptyText: string;
}

/** The one table of every admin list: given columns, then the Actions column (spec §2) when it has any. */
export function DataTable<Row>({ caption, rows, columns, actions, rowKey, rowLabel, emptyText }: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <div className="adm-empty">
        <Inbox aria-hidden="true" size={32} />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            {actions.length > 0 && (
              <th scope="col" className="adm-table__actions">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
              {actions.length > 0 && (
                <td className="adm-table__actions">
                  {actions
                    .filter((action) => action.appliesTo?.(row) ?? true)
                    .map(({ label, icon: Icon, onClick, danger }) => (
                    <button
                      key={label}
                      type="button"
                      className={`adm-icon-button${danger ? ' adm-icon-button--danger' : ''}`}
                      aria-label={`${label} ${rowLabel(row)}`}
                      title={label}
                      onClick={() => onClick(row)}
                    >
                      <Icon aria-hidden="true" size={18} />
                    </button>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
