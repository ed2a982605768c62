import { useSearchParams } from 'react-router-dom';

/**
 * The URL's query as a screen's filters (back and reload keep them): the current query and an
 * `update` that sets or (with null) removes some parameters, keeping the others.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Readonly<Record<string, string | null>>) => {
    const query = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) query.delete(name);
      else query.set(name, value);
    }
    setSearch(query);
  };
  return { search, update };
}
