import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the real route table at a path, with the app's providers and a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router };
}

/**
 * Presses the button named `button` once the page shows it (a lazily loaded screen may take a while), and
 * returns the dialog named `dialog` it opens.
 */
export async function openDialog(user: UserEvent, button: string, dialog: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: dialog });
}
