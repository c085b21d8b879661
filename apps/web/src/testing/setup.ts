import '@testing-library/jest-dom/vitest';
import { loadCatalogue } from '@hoogo/core';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { reportReachable } from '@/lib/connectivity';
import { FakeWebSocket } from './fake-socket';

// findBy and waitFor give up after 1 s by default: a CI machine running the server tests beside these,
// with another process on both cores, can take several seconds to load a lazy route and render it. A
// wait that succeeds returns as soon as it does, so one generous limit for every wait costs nothing when
// all is well, and no test sets its own (docs/testing.md, "Writing a test that stays steady").
configure({ asyncUtilTimeout: 15_000 });

// The pages' sentences are read in English unless a test picks another language, as the app does once
// its first language is loaded (lib/language.ts, docs/decisions/0086-five-languages.md).
await loadCatalogue('en');

// The DOM's stand-ins, for the files that run in jsdom (`// @vitest-environment jsdom` on their first line);
// the project's default environment is node, where there is no DOM to fill in
// (docs/decisions/0076-the-outbox-as-a-store.md: "Web unit tests in node").
if (typeof document !== 'undefined') {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  // jsdom has a CSS namespace without supports(); Ariakit's dialog asks it about scrollbar-gutter.
  if (typeof CSS.supports !== 'function') {
    Object.defineProperty(CSS, 'supports', { writable: true, value: () => false });
  }

  // jsdom lays nothing out, so no element has a size: visibility is told from the hidden attribute and an
  // inline display: none (the tests load no stylesheet), the way a browser's checkVisibility() tells it,
  // for the focus handling of Ariakit's dialog and combobox.
  if (typeof Element.prototype.checkVisibility !== 'function') {
    Element.prototype.checkVisibility = function checkVisibility(this: Element) {
      for (let element: Element | null = this; element; element = element.parentElement) {
        if (element instanceof HTMLElement && (element.hidden || element.style.display === 'none'))
          return false;
      }
      return true;
    };
  }
  // jsdom does not know the inert attribute: Ariakit's modal would then hide the page behind it with
  // aria-hidden and pointer-events: none. A browser makes that page inert, which the tests' queries do not
  // see; the reflected property lets Ariakit do the same here.
  if (!('inert' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'inert', {
      get(this: HTMLElement) {
        return this.hasAttribute('inert');
      },
      set(this: HTMLElement, value: boolean) {
        this.toggleAttribute('inert', Boolean(value));
      },
    });
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
}

// No test reaches a real socket: the live pages get the fake, which a test can drive.
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  toast.remove();
  if (typeof window !== 'undefined') window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The app's idea of the connection is the module's: each test starts reachable.
  reportReachable(true);
});
