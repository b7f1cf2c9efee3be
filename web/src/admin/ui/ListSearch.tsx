import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../shared/api/lists';

/** Typing pauses this long before the list is asked again: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

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
      <span className="visually-hidden">Search {noun}</span>
      <input
        type="search"
        value={text}
        placeholder={`Search by ${hint}`}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
      />
    </label>
  );
}
