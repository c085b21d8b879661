import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { setNavigate } from '@/lib/navigation';
import { holdsNothing, ProtectedLayout, SharedLayout, signInPath } from './routes/layouts';
import { NotFoundRoute } from './routes/not-found';

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        Component: SharedLayout,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: '/login/link',
            lazy: async () => ({ Component: (await import('./routes/login-link')).LoginLinkRoute }),
          },
          {
            path: '/linkedin-auth-connect',
            lazy: async () => ({
              Component: (await import('./routes/linkedin-connect')).LinkedinConnectRoute,
            }),
          },
          {
            path: '/:eventName/preview/templates',
            lazy: async () => ({
              Component: (await import('./routes/templates-preview')).TemplatesPreviewRoute,
            }),
          },
          {
            path: '/:eventName/leaderboard',
            lazy: async () => ({ Component: (await import('./routes/leaderboard')).LeaderboardRoute }),
          },
          {
            path: '/:eventName/qr',
            lazy: async () => ({ Component: (await import('./routes/qr')).QrRoute }),
          },
          {
            path: '/:eventName/privacy',
            lazy: async () => ({ Component: (await import('./routes/event-privacy')).EventPrivacyRoute }),
          },
          {
            path: '/:eventName/poster',
            lazy: async () => ({ Component: (await import('./routes/poster')).PosterRoute }),
          },
        ],
      },
      {
        Component: ProtectedLayout,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: '/account',
            lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
          },
          {
            path: '/dashboard/:eventName',
            lazy: async () => ({ Component: (await import('./routes/event-admin')).EventAdminRoute }),
          },
          {
            path: '/dashboard/:eventName/activity',
            lazy: async () => ({ Component: (await import('./routes/activity')).ActivityRoute }),
          },
          {
            path: '/dashboard/:eventName/results',
            lazy: async () => ({ Component: (await import('./routes/results')).ResultsRoute }),
          },
          {
            path: '/dashboard/:eventName/insights',
            lazy: async () => ({ Component: (await import('./routes/insights')).InsightsRoute }),
          },
          {
            path: '/mmp-connect/:eventName',
            lazy: async () => ({ Component: (await import('./routes/mmp-connect')).MmpConnectRoute }),
          },
          {
            path: '/:eventName',
            lazy: async () => ({ Component: (await import('./routes/play')).PlayRoute }),
          },
          {
            path: '/:eventName/hoogocard',
            lazy: async () => ({ Component: (await import('./routes/card')).CardRoute }),
          },
          {
            path: '/:eventName/voting',
            lazy: async () => ({ Component: (await import('./routes/voting')).VotingRoute }),
          },
          {
            path: '/:eventName/people',
            lazy: async () => ({ Component: (await import('./routes/people')).PeopleRoute }),
          },
        ],
      },
      {
        path: '/entry/:eventId',
        lazy: async () => ({ Component: (await import('./routes/entry')).EntryRoute }),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/**
 * A visitor who holds nothing (no session, no player key) and opens a page behind the sign-in (an
 * attendee's first scan of the event's QR code) is sent to /login before the router starts: the router
 * loads a page's lazy chunk before its layout can redirect, so the player page's scripts were fetched
 * only to be left. The route preload of index.html (route-preload.ts) preloads /login's files instead.
 */
export function signInFirst() {
  const { pathname, search } = window.location;
  const behindSignIn = matchRoutes(routes, pathname)?.some(
    (match) => match.route.Component === ProtectedLayout,
  );
  if (behindSignIn && holdsNothing()) {
    window.history.replaceState(window.history.state, '', signInPath(pathname + search));
  }
}

export function AppRouter() {
  const [router] = useState(() => {
    signInFirst();
    return createBrowserRouter(routes);
  });
  useEffect(() => {
    setNavigate((path) => {
      router.navigate(path);
    });
  }, [router]);
  return <RouterProvider router={router} />;
}
