import {
  Combobox as AriakitCombobox,
  ComboboxDisclosure,
  ComboboxItem,
  ComboboxList,
  ComboboxProvider,
} from '@ariakit/react';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react';
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
 * A searchable select on Ariakit's combobox (the ARIA 1.2 pattern): typing filters the options, the arrow
 * keys move through them, Enter picks one and Escape closes the list, or forgets the search, before it
 * reaches the dialog around it. Focus stays in the input; the highlighted option is announced through
 * aria-activedescendant. The list is Ariakit's ComboboxList right under the input, not its popover: no
 * positioning library and no second dialog inside the modal.
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
  inputRef,
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  // null while the person is not searching: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);

  const selected = options.find((option) => option.value === value) ?? null;
  const search = query?.trim().toLowerCase() ?? '';
  const shown = search ? options.filter((option) => option.label.toLowerCase().includes(search)) : options;

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <ComboboxProvider
          value={query ?? selected?.label ?? ''}
          setValue={setQuery}
          selectedValue={value ?? ''}
          // An empty list stays closed: the "no matches" line stands where it would be.
          open={open && shown.length > 0}
          setOpen={(next) => (next ? setOpen(true) : close())}
          focusLoop={false}
          includesBaseElement={false}
        >
          <div className="relative">
            <AriakitCombobox
              ref={inputRef}
              {...control}
              spellCheck={false}
              placeholder={placeholder}
              onKeyDown={onKeyDown}
              onBlur={close}
              className={cn(
                'min-h-11 w-full rounded-xl border bg-white pe-11 ps-3.5 text-base text-slate-900 shadow-sm transition-colors',
                'placeholder:text-slate-500',
                controlStateStyles(error),
              )}
            />
            <ComboboxDisclosure
              aria-label={toggleLabel}
              className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-slate-500 hover:text-slate-800"
            >
              <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} />
            </ComboboxDisclosure>
            <ComboboxList
              aria-label={label}
              // Focus stays in the input while an option is pressed.
              onMouseDown={(event) => event.preventDefault()}
              className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
            >
              {shown.map((option) => (
                <ComboboxItem
                  key={option.value}
                  value={option.value}
                  setValueOnClick={false}
                  // The chosen option again is a choice too: it clears an error under the field.
                  selectValueOnClick={false}
                  onClick={() => {
                    onChange(option.value);
                    close();
                  }}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3.5 py-2 text-sm text-slate-800',
                    'data-active-item:bg-brand-50 data-active-item:text-brand-900',
                    option.value === value && 'font-semibold',
                  )}
                >
                  <span className="break-words">{option.label}</span>
                  {option.value === value && <Check className="size-4 shrink-0 text-brand-700" />}
                </ComboboxItem>
              ))}
            </ComboboxList>
            {open && shown.length === 0 && (
              <p
                role="status"
                className="absolute inset-x-0 top-full z-10 mt-1 rounded-xl border border-slate-200 bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg"
              >
                {noMatches}
              </p>
            )}
          </div>
        </ComboboxProvider>
      )}
    </Field>
  );
}
