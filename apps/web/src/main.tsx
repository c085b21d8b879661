import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startLanguage } from './lib/language';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The reader's language is loaded before the first page shows, so no page starts in another one
// (docs/decisions/0086-five-languages.md); English, in the main bundle, is there at once.
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The offline copy of the app (docs/decisions/0021-the-web-platform.md: "Service worker"): production builds
// only, so development never serves a stale bundle. Registered after the load so it does not compete with the
// first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch(() => {
      // Without its offline copy the app still works online; nothing to tell the attendee.
    });
  });
}
