import { messages } from '@hoogo/core';
import { FullScreenMessage } from '@/components/ui/full-screen-message';
import { useLocale } from '@/lib/language';
import { isStorageAvailable } from '@/lib/storage';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  const locale = useLocale();
  // Sessions, player ids and preferences all live in local storage: without it nothing works.
  if (!isStorageAvailable()) {
    return <FullScreenMessage title={messages.storage.title} text={messages.storage.text} />;
  }
  return (
    <AppProvider>
      {/* A new language renders every page again from the top: no screen keeps a sentence of the last one. */}
      <AppRouter key={locale} />
    </AppProvider>
  );
}
