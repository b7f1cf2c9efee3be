import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Worth a glance but not the row's point (an owner, a follow-up day): left out when the table is narrow. */
  secondary?: boolean;
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
  /** What a click on the row opens (its detail); links and buttons in the row keep their own. */
  onOpen?(row: Row): void;
}

const columnClass = (column: { secondary?: boolean }) => (column.secondary ? 'adm-col--secondary' : undefined);
/** A click on a control inside the row is that control's, not the row's. */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;

/**
 * The one table of every admin list: given columns, then the Actions column (spec §2) when it has
 * any. It fits its card: long values break or are cut (Truncated), secondary columns go when the
 * table is narrow, and on a phone each row is a card.
 */
export function DataTable<Row>({ caption, rows, columns, actions, rowKey, rowLabel, emptyText, onOpen }: DataTableProps<Row>) {
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
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={columnClass(column)}>
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
            <tr
              key={rowKey(row)}
              className={onOpen ? 'adm-table__row--opens' : undefined}
              onClick={onOpen && ((event) => !onControl(event.target) && onOpen(row))}
            >
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={columnClass(column)}>
                  {/* One box per cell: on a phone the cell is a 'label: value' grid of two. */}
                  <div>{column.cell(row)}</div>
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
