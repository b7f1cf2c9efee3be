import type { ReactNode } from 'react';
import { LIST_SORTS, type ListName } from '../../../../shared/api/lists';
import type { SortOrder } from '../../../../shared/constants';
import { usePagedList } from '../state/usePagedList';
import { ListChoice } from './ListChoice';
import { ListPager } from './ListPager';
import { ListSearch } from './ListSearch';

const SORT_WORDS: Record<string, [ascending: string, descending: string]> = {
  date: ['Oldest first', 'Newest first'],
  name: ['Name A–Z', 'Name Z–A'],
  email: ['E-mail A–Z', 'E-mail Z–A'],
  stage: ['Stage: new first', 'Stage: closed first'],
  follow_up: ['Follow-up: soonest first', 'Follow-up: latest first'],
  title: ['Title A–Z', 'Title Z–A'],
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
        <ListChoice
          label="Sort"
          value={`${view.sort ?? 'date'}:${view.order ?? 'desc'}`}
          choices={sortOptions(list)}
          onChoose={(value) => {
            const [sort, order] = value.split(':');
            void sortBy(sort, order as SortOrder);
          }}
        />
        {tools}
      </div>
      {children}
      <ListPager noun={noun} page={page} pagesBefore={view.back.length} onPrevious={previous} onNext={next} />
    </div>
  );
}
