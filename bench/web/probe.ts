/**
 * The in-page probe, added to every benchmark page before the app's own scripts run. It records, in the
 * page's own clock (performance.now(): milliseconds since navigation start), the first moment each
 * milestone holds, checked on every DOM change and image load so that no polling competes with the app
 * for the throttled CPU. `photos`: how many grid photos make "all photos loaded". Written as a plain string: it runs in the browser, not in Node.
 */
export const probe = (photos: number) => `(() => {
  const marks = {};
  const config = { photos: ${photos} };
  window.__benchMarks = marks;
  window.__benchConfig = config;
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  // The grid: the first labelled group or grid whose cells number 25 (a role=grid counts its gridcells).
  const gridOf = () => {
    for (const el of document.querySelectorAll('[role="group"], [role="grid"]')) {
      const cells = el.getAttribute('role') === 'grid'
        ? el.querySelectorAll('[role="gridcell"]')
        : el.children;
      if (cells.length === 25) return { el, cells: [...cells] };
    }
    return null;
  };
  const checks = {
    landing: () => {
      const heading = document.querySelector('main h1, h1');
      return Boolean(heading && heading.textContent.trim() && shown(heading));
    },
    login: () => {
      const input = document.querySelector('input[type="email"]');
      return Boolean(input && !input.disabled && !input.readOnly && shown(input));
    },
    grid: () => {
      const grid = gridOf();
      return Boolean(grid && grid.cells.every(shown));
    },
    photos: () => {
      const grid = gridOf();
      if (!grid || config.photos === 0) return false;
      const images = [...grid.el.querySelectorAll('img')];
      return images.length >= config.photos && images.every((img) => img.complete && img.naturalWidth > 0);
    },
  };
  const check = () => {
    for (const [name, holds] of Object.entries(checks)) {
      if (marks[name] === undefined) {
        try {
          if (holds()) marks[name] = performance.now();
        } catch {}
      }
    }
  };
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      check();
    }, 0);
  };
  new MutationObserver(soon).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('load', soon, true);
  window.__benchCheck = check;
  // The size of every file the page uploads (the compressed selfie), seen where the app sends it.
  const uploads = [];
  window.__benchUploads = uploads;
  const files = (body) => {
    if (body instanceof FormData) {
      let size = 0;
      for (const [, value] of body) if (value instanceof Blob) size += value.size;
      if (size) uploads.push(size);
    } else if (body instanceof Blob) uploads.push(body.size);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    files(body);
    return send.call(this, body);
  };
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    if (init && init.body) files(init.body);
    return fetch.apply(this, arguments);
  };
})();`;

export type Milestone = 'landing' | 'login' | 'grid' | 'photos';
