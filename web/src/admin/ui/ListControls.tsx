import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIST_SORTS, type ListName } from '../../../../shared/api/lists';
import { LIST_PAGE_SIZE, type SortOrder } from '../../../../shared/constants';
import { usePagedList } from '../state/usePagedList';

/** Typing pauses this long before the list is asked again: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

const SORT_WORDS: Record<string, [ascending: string, descending: string]> = {
  date: ['Oldest first', 'Newest first'],
  name: ['Name A–Z', 'Name Z–A'],
  email: ['E-mail A–Z', 'E-mail Z–A'],
  stage: ['Stage: new first', 'Stage: closed first'],
  follow_up: ['Follow-up: soonest first', 'Follow-up: latest first'],
};

const sortOptions = (list: ListName) =>
  LIST_SORTS[list].flatMap((sort) => {
    const [asc, desc] = SORT_WORDS[sort];
    // Dates read newest first by default; names and e-mails A to Z.
    const both: [SortOrder, string][] = [['desc', desc], ['asc', asc]];
    return (sort === 'date' ? both : both.reverse()).map(([order, label]) => ({ value: `${sort}:${order}`, label }));
  });

interface PagedListCardProps {
  list: ListName;
  /** Lower-case plural for labels, e.g. 'contacts'. */
  noun: string;
  /** What the search looks at, for its placeholder, e.g. 'name, e-mail or subject'; none: no search box. */
  searchHint?: string;
  /** More controls beside search and sort (the lead lists' filters). */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The card around a paged table (issue 17): search and sort above it, the page position and
 * Previous / Next below. The table itself stays the shared DataTable.
 */
export function PagedListCard({ list, noun, searchHint, tools, children }: PagedListCardProps) {
  const { page, view, search, sortBy, next, previous } = usePagedList(list);
  const [text, setText] = useState(view.q ?? '');
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => void search(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only the text starts a search; `search` changes with every page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const first = view.back.length * LIST_PAGE_SIZE + 1;
  const last = first + page.data.length - 1;
  const total = `${page.total.toLocaleString('en-IN')}${page.totalCapped ? '+' : ''}`;

  return (
    <div className="adm-card">
      <div className="adm-list-tools">
        {searchHint && (
          <label className="adm-list-search">
            <Search aria-hidden="true" size={16} />
            <span className="adm-visually-hidden">Search {noun}</span>
            <input
              type="search"
              value={text}
              placeholder={`Search by ${searchHint}`}
              maxLength={100}
              onChange={(event) => {
                typed.current = true;
                setText(event.target.value);
              }}
            />
          </label>
        )}
        <label className="adm-list-sort">
          <span>Sort</span>
          <select
            value={`${view.sort ?? 'date'}:${view.order ?? 'desc'}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':');
              void sortBy(sort, order as SortOrder);
            }}
          >
            {sortOptions(list).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {tools}
      </div>
      {children}
      {(page.data.length > 0 || view.back.length > 0) && (
        <nav className="adm-pager" aria-label={`Pages of ${noun}`}>
          <p aria-live="polite">{page.data.length ? `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total}` : `None of ${total}`}</p>
          <button type="button" className="adm-button adm-button--small" disabled={view.back.length === 0} onClick={previous}>
            <ChevronLeft aria-hidden="true" size={16} /> Previous
          </button>
          <button type="button" className="adm-button adm-button--small" disabled={!page.nextCursor} onClick={next}>
            Next <ChevronRight aria-hidden="true" size={16} />
          </button>
        </nav>
      )}
    </div>
  );
}
