import { messages } from '@hoogo/core';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';

const t = messages.gameMaster;

/** The labelled search box (a player's name) and the "Show" choice above a list. */
export function SearchAndFilter({
  search,
  onSearch,
  maxLength,
  filter,
  onFilter,
  options,
}: {
  search: string;
  onSearch: (value: string) => void;
  maxLength: number;
  filter: string;
  onFilter: (value: string) => void;
  options: { value: string; label: string }[];
}) {
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
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={maxLength}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            className="min-h-11 w-full rounded-xl border border-slate-500 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 sm:w-72"
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
