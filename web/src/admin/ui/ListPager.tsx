import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Page } from '../../../../shared/api/lists';
import { LIST_PAGE_SIZE } from '../../../../shared/constants';

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
