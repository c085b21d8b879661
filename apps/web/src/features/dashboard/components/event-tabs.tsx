import { messages } from '@hoogo/core';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { storage } from '@/lib/storage';

export type EventListType = 'organized' | 'participated';

/** Read when shown: the labels speak the language of the moment. */
const tabs = (): ReadonlyArray<{ type: EventListType; label: string }> => [
  {
    type: 'organized',
    label: messages.dashboard.organized,
  },
  {
    type: 'participated',
    label: messages.dashboard.participated,
  },
];

/** The remembered tab; organized unless participated was chosen. */
export function storedEventListType(): EventListType {
  return storage.get('eventType') === 'participated' ? 'participated' : 'organized';
}

/** Organized / Participated tabs; the choice survives reloads. */
export function EventTabs({ children }: { children: (type: EventListType) => ReactNode }) {
  const [active, setActive] = useState<EventListType>(storedEventListType);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(type: EventListType) {
    setActive(type);
    storage.set('eventType', type);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs().findIndex((tab) => tab.type === active);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs().length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs().length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs().length - 1;
    const tab = next === null ? undefined : tabs()[next];
    if (!tab || next === null) return;
    event.preventDefault();
    select(tab.type);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mt-6">
      <div
        role="tablist"
        aria-label={messages.dashboard.tabsLabel}
        onKeyDown={onKeyDown}
        className="inline-flex w-full rounded-2xl bg-brand-100/70 p-1 sm:w-auto"
      >
        {tabs().map((tab, i) => {
          const selected = tab.type === active;
          return (
            <button
              key={tab.type}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.type}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.type}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.type)}
              className={cn(
                'min-h-11 flex-1 rounded-xl px-5 text-sm font-semibold transition-colors sm:flex-none',
                selected ? 'bg-white text-brand-900 shadow-sm' : 'text-brand-800 hover:bg-white/60',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="mt-6"
      >
        {children(active)}
      </div>
    </div>
  );
}
