import { MODERATION_SEARCH_MAX_LENGTH, messages } from '@hoogo/core';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const t = messages.gameMaster;

interface SearchAndFilterProps {
  search: string;
  onSearch: (value: string) => void;
  filter: string;
  onFilter: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The search and the "Show" choice of a host's list (`options`, the first shown at first): the props of
 * its SearchAndFilter, and what the list asks for, the search once typing has settled.
 */
export function useSearchAndFilter<F extends string>(options: ReadonlyArray<{ value: F; label: string }>) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(options[0]?.value as F);
  const settledSearch = useDebouncedValue(search.trim());
  const controls: SearchAndFilterProps = {
    search,
    onSearch: setSearch,
    filter,
    onFilter: (value) => setFilter(value as F),
    options,
  };
  return { params: { search: settledSearch, filter }, controls };
}

/** The labelled search box (a player's name) and the "Show" choice above a list. */
export function SearchAndFilter({ search, onSearch, filter, onFilter, options }: SearchAndFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 min-[420px]:flex-row min-[420px]:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
          {t.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={MODERATION_SEARCH_MAX_LENGTH}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            className="min-h-11 w-full rounded-xl border border-slate-500 bg-white pe-3 ps-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 sm:w-72"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-filter`} className="text-sm font-medium text-slate-800">
          {t.filterLabel}
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
          className="min-h-11 rounded-xl border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
