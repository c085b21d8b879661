import { messages } from '@hoogo/core';
import { FullScreenMessage } from '@/components/ui/full-screen-message';
import { isStorageAvailable } from '@/lib/storage';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  // Sessions, player ids and preferences all live in local storage: without it nothing works.
  if (!isStorageAvailable()) {
    return <FullScreenMessage title={messages.storage.title} text={messages.storage.text} />;
  }
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
