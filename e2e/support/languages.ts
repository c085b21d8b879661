import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@hoogo/core';
import type { Page } from '@playwright/test';

/**
 * The checks of a page in another language (docs/decisions/0086-five-languages.md): text that is not
 * the catalogue's, and text a longer language would cut.
 */

/**
 * In the pseudo-locale, the visible texts that are neither the catalogue's (bracketed) nor the game's own
 * data (`own`: names, the event's name, codes, addresses), nor numbers.
 */
export const foreignTexts = (page: Page, own: string[]) =>
  page.evaluate(
    ({ open, close, own }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || !/\p{L}{2,}/u.test(text)) continue;
        if (parent.closest('[aria-hidden="true"], script, style, svg, option')) continue;
        const box = parent.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (text.includes(open) || text.includes(close)) continue;
        if (own.some((data) => data && text.includes(data))) continue;
        found.push(text);
      }
      return found;
    },
    { open: PSEUDO_OPEN, close: PSEUDO_CLOSE, own },
  );

/**
 * What overflows on the page: the page itself sideways, and every box that cuts its own text: a control's
 * or a heading's, and in the pseudo-locale every bracketed text. A box that shortens its text with an
 * ellipsis on purpose (names and addresses, whose length nobody controls), scrolls, or holds its whole text
 * in a title cuts nothing.
 */
export const overflows = (page: Page, pseudo: boolean) =>
  page.evaluate(
    ({ pseudo, open, close }) => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth + 1)
        found.push('the page scrolls sideways');
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const own = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        if (!/\p{L}{2,}/u.test(own) || element.closest('[aria-hidden="true"]')) continue;
        const catalogue = pseudo
          ? own.includes(open) || own.includes(close)
          : element.closest('button, a, label, h1, h2, h3, [role="tab"]') !== null;
        if (!catalogue) continue;
        const style = getComputedStyle(element);
        // Shortened with an ellipsis on purpose: names and addresses, whose length nobody controls.
        if (style.textOverflow === 'ellipsis') continue;
        if (style.display === 'inline' || style.display === 'none') continue;
        if (['auto', 'scroll'].includes(style.overflowX) || element.closest('[title]')) continue;
        const box = element.getBoundingClientRect();
        // Visually hidden text (a screen reader's label) is one pixel wide on purpose.
        if (box.width <= 1) continue;
        if (element.scrollWidth > element.clientWidth + 1)
          found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 80)}`);
      }
      return found;
    },
    { pseudo, open: PSEUDO_OPEN, close: PSEUDO_CLOSE },
  );
