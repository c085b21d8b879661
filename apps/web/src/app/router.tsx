import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { setNavigate } from '@/lib/navigation';
import { pagePath, pagePatterns } from './paths';
import { holdsNothing, ProtectedLayout, SharedLayout } from './routes/layouts';
import { NotFoundRoute } from './routes/not-found';

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    children: [
      {
        path: pagePatterns.landing,
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        Component: SharedLayout,
        children: [
          {
            path: pagePatterns.login,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: pagePatterns.loginLink,
            lazy: async () => ({ Component: (await import('./routes/login-link')).LoginLinkRoute }),
          },
          {
            path: pagePatterns.linkedinReturn,
            lazy: async () => ({
              Component: (await import('./routes/linkedin-connect')).LinkedinConnectRoute,
            }),
          },
          {
            path: pagePatterns.templatesPreview,
            lazy: async () => ({
              Component: (await import('./routes/templates-preview')).TemplatesPreviewRoute,
            }),
          },
          {
            path: pagePatterns.leaderboard,
            lazy: async () => ({ Component: (await import('./routes/leaderboard')).LeaderboardRoute }),
          },
          {
            path: pagePatterns.qr,
            lazy: async () => ({ Component: (await import('./routes/qr')).QrRoute }),
          },
          {
            path: pagePatterns.privacy,
            lazy: async () => ({ Component: (await import('./routes/event-privacy')).EventPrivacyRoute }),
          },
          {
            path: pagePatterns.poster,
            lazy: async () => ({ Component: (await import('./routes/poster')).PosterRoute }),
          },
        ],
      },
      {
        Component: ProtectedLayout,
        children: [
          {
            path: pagePatterns.dashboard,
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: pagePatterns.account,
            lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
          },
          {
            path: pagePatterns.eventAdmin,
            lazy: async () => ({ Component: (await import('./routes/event-admin')).EventAdminRoute }),
          },
          {
            path: pagePatterns.activity,
            lazy: async () => ({ Component: (await import('./routes/activity')).ActivityRoute }),
          },
          {
            path: pagePatterns.results,
            lazy: async () => ({ Component: (await import('./routes/results')).ResultsRoute }),
          },
          {
            path: pagePatterns.remote,
            lazy: async () => ({ Component: (await import('./routes/remote')).RemoteRoute }),
          },
          {
            path: pagePatterns.insights,
            lazy: async () => ({ Component: (await import('./routes/insights')).InsightsRoute }),
          },
          {
            path: pagePatterns.ticketingConnect,
            lazy: async () => ({ Component: (await import('./routes/mmp-connect')).MmpConnectRoute }),
          },
          {
            path: pagePatterns.play,
            lazy: async () => ({ Component: (await import('./routes/play')).PlayRoute }),
          },
          {
            path: pagePatterns.card,
            lazy: async () => ({ Component: (await import('./routes/card')).CardRoute }),
          },
          {
            path: pagePatterns.voting,
            lazy: async () => ({ Component: (await import('./routes/voting')).VotingRoute }),
          },
          {
            path: pagePatterns.people,
            lazy: async () => ({ Component: (await import('./routes/people')).PeopleRoute }),
          },
        ],
      },
      {
        path: pagePatterns.entry,
        lazy: async () => ({ Component: (await import('./routes/entry')).EntryRoute }),
      },
      { path: pagePatterns.notFound, Component: NotFoundRoute },
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
    window.history.replaceState(window.history.state, '', pagePath.login(pathname + search));
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
