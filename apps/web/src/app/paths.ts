/**
 * Every page of the web app once: its path pattern, which app/router.tsx routes (and the build's route
 * preload reads through it), and the builders the app links and navigates with, so a page's address is
 * spelled in one place, as core's `apiPath` does for the API (docs/decisions/0072-one-contract.md).
 * A builder encodes every value it puts in a path segment or the query with `encodeURIComponent`, the
 * event name included (the router decodes it back). No React here: vite.config.ts imports it too.
 */

/** The pages by name: the one list of their path patterns, `:name` for each parameter. */
export const pagePatterns = {
  landing: '/',
  login: '/login',
  loginLink: '/login/link',
  linkedinReturn: '/linkedin-auth-connect',
  templatesPreview: '/:eventName/preview/templates',
  leaderboard: '/:eventName/leaderboard',
  qr: '/:eventName/qr',
  privacy: '/:eventName/privacy',
  poster: '/:eventName/poster',
  dashboard: '/dashboard',
  account: '/account',
  eventAdmin: '/dashboard/:eventName',
  activity: '/dashboard/:eventName/activity',
  results: '/dashboard/:eventName/results',
  insights: '/dashboard/:eventName/insights',
  remote: '/dashboard/:eventName/remote',
  ticketingConnect: '/mmp-connect/:eventName',
  play: '/:eventName',
  card: '/:eventName/hoogocard',
  voting: '/:eventName/voting',
  people: '/:eventName/people',
  entry: '/entry/:eventId',
  notFound: '*',
} as const;

export type PageName = keyof typeof pagePatterns;

/** One of the hosts' game-master screens under /dashboard/{eventName}/. */
export type GameMasterPage = 'activity' | 'results' | 'insights';

/** An event name (or any value) as one path segment. */
export const eventSegment = (eventName: string): string => encodeURIComponent(eventName);

/** A pattern with each `:param` filled in, encoded; throws on a value the caller did not give. */
function fill(page: PageName, params: Record<string, string>): string {
  return pagePatterns[page].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pagePath.${page}: no value for :${key}`);
    return eventSegment(value);
  });
}

const query = (params: Record<string, string | undefined>): string => {
  const pairs = Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};

/**
 * The address of each page the app links to. The trailing slash is each page's own, as it has always
 * been linked: the player page, the card and an event's management screen end with one (the URLs the
 * product started with, docs/decisions/0014-attendees-phone.md), the other pages do not. The router
 * matches either form; the server answers either with the app (plugins/external/static.ts).
 */
export const pagePath = {
  landing: () => pagePatterns.landing,
  /** The sign-in; with `returnPath`, the page it sends the person back to (`ruri`). */
  login: (returnPath?: string | null) => `${pagePatterns.login}${query({ ruri: returnPath || undefined })}`,
  /** Where LinkedIn sends the member back with an authorization code. */
  linkedinReturn: () => pagePatterns.linkedinReturn,
  dashboard: () => pagePatterns.dashboard,
  account: () => pagePatterns.account,
  /** An event's management screen. */
  eventAdmin: (eventName: string) => `${fill('eventAdmin', { eventName })}/`,
  /** A game-master screen of an event: activity, results or insights. */
  gameMaster: (eventName: string, page: GameMasterPage) => fill(page, { eventName }),
  /** The entry route of an event, where another page hands over a session in the query. */
  entry: (eventId: string) => fill('entry', { eventId }),
  /** The player page. */
  play: (eventName: string) => `${fill('play', { eventName })}/`,
  /**
   * The event's public link, as printed under its QR code and encoded in it: the player page without the
   * trailing slash (the QR codes already printed carry this form).
   */
  eventLink: (eventName: string) => fill('play', { eventName }),
  /** The own card, or the card of the player `eventRegisterId`. */
  card: (eventName: string, { eventRegisterId }: { eventRegisterId?: string } = {}) =>
    `${fill('card', { eventName })}/${query({ eventRegisterId })}`,
  voting: (eventName: string) => fill('voting', { eventName }),
  people: (eventName: string) => fill('people', { eventName }),
  privacy: (eventName: string) => fill('privacy', { eventName }),
  leaderboard: (eventName: string) => fill('leaderboard', { eventName }),
  qr: (eventName: string) => fill('qr', { eventName }),
  poster: (eventName: string) => fill('poster', { eventName }),
  /** The hosts' remote for the event's big screens. */
  remote: (eventName: string) => fill('remote', { eventName }),
} as const;
