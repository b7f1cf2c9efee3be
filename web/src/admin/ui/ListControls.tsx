import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIST_SORTS, type ListName, type Page } from '../../../../shared/api/lists';
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
  return (
    <div className="adm-card">
      <div className="adm-list-tools">
        {searchHint && <ListSearch noun={noun} hint={searchHint} initial={view.q ?? ''} onSearch={(text) => void search(text)} />}
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
      <ListPager noun={noun} page={page} pagesBefore={view.back.length} onPrevious={previous} onNext={next} />
    </div>
  );
}

interface ListSearchProps {
  /** Lower-case plural, for the field's label: 'Search contacts'. */
  noun: string;
  /** What the search looks at, for its placeholder, e.g. 'name, e-mail or subject'. */
  hint: string;
  initial: string;
  /** The trimmed text, once typing pauses. */
  onSearch(text: string): void;
}

/** The search box above a paged table: asks again once typing pauses, not on every key. */
export function ListSearch({ noun, hint, initial, onSearch }: ListSearchProps) {
  const [text, setText] = useState(initial);
  const typed = useRef(false);
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => searchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <label className="adm-list-search">
      <Search aria-hidden="true" size={16} />
      <span className="adm-visually-hidden">Search {noun}</span>
      <input
        type="search"
        value={text}
        placeholder={`Search by ${hint}`}
        maxLength={100}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
      />
    </label>
  );
}

interface ListPagerProps {
  noun: string;
  page: Page<unknown>;
  /** How many pages come before this one (the first shown row is pagesBefore x page size + 1). */
  pagesBefore: number;
  onPrevious(): void;
  onNext(): void;
}

/** Below a paged table: which rows are shown of how many, and Previous / Next. */
export function ListPager({ noun, page, pagesBefore, onPrevious, onNext }: ListPagerProps) {
  if (page.data.length === 0 && pagesBefore === 0) return null;
  const first = pagesBefore * LIST_PAGE_SIZE + 1;
  const last = first + page.data.length - 1;
  const total = `${page.total.toLocaleString('en-IN')}${page.totalCapped ? '+' : ''}`;
  return (
    <nav className="adm-pager" aria-label={`Pages of ${noun}`}>
      <p aria-live="polite">{page.data.length ? `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total}` : `None of ${total}`}</p>
      <button type="button" className="adm-button adm-button--small" disabled={pagesBefore === 0} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" size={16} /> Previous
      </button>
      <button type="button" className="adm-button adm-button--small" disabled={!page.nextCursor} onClick={onNext}>
        Next <ChevronRight aria-hidden="true" size={16} />
      </button>
    </nav>
  );
}
