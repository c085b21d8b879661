import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { cn } from './cn';
import { controlStateStyles, Field } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: string;
  options: ComboboxOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  /** Shown in the list when the search matches nothing. */
  noMatches: string;
  /** The accessible name of the button that opens the list. */
  toggleLabel: string;
  /** The text input, for moving focus to the field. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A searchable select (the ARIA 1.2 combobox pattern): typing filters the options, the arrow keys move
 * through them, Enter picks one and Escape closes the list. Focus stays in the input throughout; the
 * highlighted option is announced through aria-activedescendant.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  noMatches,
  toggleLabel,
  inputRef: givenInputRef,
}: ComboboxProps) {
  const listId = useId();
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const [open, setOpen] = useState(false);
  // null while the user is not searching: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  const selected = options.find((option) => option.value === value) ?? null;
  const search = query?.trim().toLowerCase() ?? '';
  const shown = search ? options.filter((option) => option.label.toLowerCase().includes(search)) : options;
  const activeOption = open ? shown[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function openList() {
    const index = selected ? shown.indexOf(selected) : -1;
    setActive(index >= 0 ? index : 0);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function toggle() {
    if (open) close();
    else openList();
  }

  function pick(option: ComboboxOption) {
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(index + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          pick(activeOption);
        }
        break;
      case 'Escape':
        // The list closes first; only a second Escape reaches the dialog around it.
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            ref={inputRef}
            {...control}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={toggle}
            onBlur={close}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-11 w-full rounded-xl border bg-white pr-11 pl-3.5 text-base text-slate-900 shadow-sm transition-colors',
              'placeholder:text-slate-500',
              controlStateStyles(error),
            )}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={toggleLabel}
            aria-expanded={open}
            aria-controls={listId}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              inputRef.current?.focus();
              toggle();
            }}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500 hover:text-slate-800"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cn('size-5 transition-transform', open && 'rotate-180')}
            >
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open || shown.length === 0}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act from the input (aria-activedescendant)
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(option)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3.5 py-2 text-sm text-slate-800',
                  index === active && 'bg-brand-50 text-brand-900',
                  option.value === value && 'font-semibold',
                )}
              >
                <span className="break-words">{option.label}</span>
                {option.value === value && (
                  <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-brand-700" aria-hidden="true">
                    <path
                      d="M5 13l4 4L19 7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                )}
              </div>
            ))}
          </div>
          {open && shown.length === 0 && (
            <p
              role="status"
              className="absolute inset-x-0 top-full z-10 mt-1 rounded-xl border border-slate-200 bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg"
            >
              {noMatches}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
