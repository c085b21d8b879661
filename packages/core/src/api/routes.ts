/**
 * Every HTTP call of the API once: its name, its method and its path pattern. The server registers each
 * route at the table's path (apps/server/src/lib/route-url.ts) and the web app builds each call's address
 * with `apiPath`, so a path is spelled in one place (docs/decisions/0072-one-contract.md). The live
 * sockets answer an upgrade on the GET path of the same name (`leaderboard`, `voteLeaderboard`,
 * `activity`, `eventStatus`).
 */

/** An HTTP method the API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call: its method and its path pattern, `:name` for each parameter. */
export interface ApiRoute {
  readonly method: ApiMethod;
  readonly path: string;
}

/** The API's calls by name: the one list of its paths, each exactly as the server answers it. */
export const apiRoutes = {
  // Sign-in and the account (/api/auth).
  generateOtp: { method: 'POST', path: '/api/auth/generate-otp/' },
  preRegister: { method: 'POST', path: '/api/auth/pre-register/' },
  linkSignIn: { method: 'POST', path: '/api/auth/link-sign-in/' },
  otpMailStatus: { method: 'GET', path: '/api/auth/otp-mail/:id/' },
  register: { method: 'POST', path: '/api/auth/register/' },
  login: { method: 'POST', path: '/api/auth/login/' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password/' },
  refreshToken: { method: 'POST', path: '/api/auth/get-access-token/' },
  profileInfo: { method: 'GET', path: '/api/auth/profile-info/' },
  updateProfile: { method: 'PATCH', path: '/api/auth/update-profile/' },
  changePassword: { method: 'POST', path: '/api/auth/change-password/' },
  googleSignIn: { method: 'POST', path: '/api/auth/auth/google/' },
  accountSummary: { method: 'GET', path: '/api/auth/account/' },
  deleteAccount: { method: 'DELETE', path: '/api/auth/account/' },
  guestAddEmail: { method: 'POST', path: '/api/guest/add-email/' },
  guestConfirmEmail: { method: 'POST', path: '/api/guest/confirm-email/' },

  // The product's shared calls (/api/hoogo/common).
  config: { method: 'GET', path: '/api/hoogo/common/config/' },
  totalConnections: { method: 'GET', path: '/api/hoogo/common/total-connections/' },
  onboardUser: { method: 'POST', path: '/api/hoogo/common/onboard-user/' },
  linkedinAccessToken: { method: 'POST', path: '/api/hoogo/common/linkedin/accesstoken/' },
  linkedinPostImage: { method: 'POST', path: '/api/hoogo/common/linkedin/post-image/' },

  // The organisers' events.
  createEvent: { method: 'POST', path: '/api/hoogo/manage-event/create/' },
  createDemo: { method: 'POST', path: '/api/hoogo/manage-event/demo/create/' },
  listEvents: { method: 'GET', path: '/api/hoogo/manage-event/user/list-events/' },
  getEventId: { method: 'GET', path: '/api/hoogo/manage-event/:id/get-event-id/' },
  getEventName: { method: 'GET', path: '/api/hoogo/manage-event/:id/get-event-name/' },
  getInfo: { method: 'GET', path: '/api/hoogo/manage-event/:id/get-info/' },
  updateEvent: { method: 'PATCH', path: '/api/hoogo/manage-event/:id/update/' },
  deleteEvent: { method: 'DELETE', path: '/api/hoogo/manage-event/:id/delete/' },
  restoreDefaultTemplates: { method: 'DELETE', path: '/api/hoogo/manage-event/:id/templates/' },
  eventStatus: { method: 'GET', path: '/api/hoogo/manage-event/:id/status/' },
  organisedEvents: { method: 'GET', path: '/api/hoogo/manage-user/organised-events/' },
  participatedEvents: { method: 'GET', path: '/api/hoogo/manage-user/participated-events/' },

  // Hosts.
  listHosts: { method: 'GET', path: '/api/hoogo/manage-event/:id/host/list/' },
  addHost: { method: 'POST', path: '/api/hoogo/manage-event/:id/host/create/' },
  removeHost: { method: 'DELETE', path: '/api/hoogo/manage-event/:id/host/:hostId/remove/' },
  hostInvitations: { method: 'GET', path: '/api/hoogo/manage-user/host-invitations/' },
  acceptHostInvitation: {
    method: 'POST',
    path: '/api/hoogo/manage-user/host-invitations/:invitationId/accept/',
  },
  declineHostInvitation: {
    method: 'POST',
    path: '/api/hoogo/manage-user/host-invitations/:invitationId/decline/',
  },

  // Playing.
  registerPlayer: { method: 'POST', path: '/api/hoogo/manage-user/:id/get-event-register-id/' },
  getEventRegisterId: { method: 'GET', path: '/api/hoogo/manage-user/:id/get-event-register-id/' },
  startPlaying: { method: 'POST', path: '/api/hoogo/manage-user/:id/start-playing/' },
  quickJoin: { method: 'POST', path: '/api/hoogo/manage-game/:id/quick-join/' },
  getUserMatrix: { method: 'GET', path: '/api/hoogo/manage-game/:id/get-user-matrix/' },
  addConnection: { method: 'POST', path: '/api/hoogo/manage-game/:id/user-input/' },
  leaveEvent: { method: 'POST', path: '/api/hoogo/manage-game/:id/leave/' },
  leaderboard: { method: 'GET', path: '/api/hoogo/manage-event/:id/leaderboard/' },

  // Voting.
  completedPlayers: { method: 'GET', path: '/api/hoogo/manage-game/:id/hoogo-completed-players/' },
  vote: { method: 'POST', path: '/api/hoogo/manage-game/:id/vote/:playerId/' },
  voteLeaderboard: { method: 'GET', path: '/api/hoogo/manage-event/:id/vote-leaderboard/' },
  // The big screens and the hosts' remote: sockets only (api/screens.ts).
  screenSocket: { method: 'GET', path: '/api/hoogo/manage-event/:id/screen/' },
  remoteSocket: { method: 'GET', path: '/api/hoogo/manage-event/:id/remote/' },

  // People I met.
  people: { method: 'GET', path: '/api/hoogo/manage-game/:id/people/' },
  getContact: { method: 'GET', path: '/api/hoogo/manage-game/:id/contact/' },
  saveContact: { method: 'PUT', path: '/api/hoogo/manage-game/:id/contact/' },
  peopleVcard: { method: 'GET', path: '/api/hoogo/manage-game/:id/people.vcf' },
  peopleCsv: { method: 'GET', path: '/api/hoogo/manage-game/:id/people.csv' },

  // The hosts' moderation, results and privacy.
  activity: { method: 'GET', path: '/api/hoogo/manage-event/:id/activity/' },
  hideConnection: { method: 'POST', path: '/api/hoogo/manage-event/:id/connections/:connectionId/hide/' },
  unhideConnection: { method: 'POST', path: '/api/hoogo/manage-event/:id/connections/:connectionId/unhide/' },
  players: { method: 'GET', path: '/api/hoogo/manage-event/:id/players/' },
  removePlayer: { method: 'POST', path: '/api/hoogo/manage-event/:id/players/:playerId/remove/' },
  restorePlayer: { method: 'POST', path: '/api/hoogo/manage-event/:id/players/:playerId/restore/' },
  results: { method: 'GET', path: '/api/hoogo/manage-event/:id/results/' },
  exportPlayers: { method: 'GET', path: '/api/hoogo/manage-event/:id/export/players.csv' },
  exportConnections: { method: 'GET', path: '/api/hoogo/manage-event/:id/export/connections.csv' },
  insights: { method: 'GET', path: '/api/hoogo/manage-event/:id/insights/' },
  purgeMedia: { method: 'POST', path: '/api/hoogo/manage-event/:id/media/purge/' },
  updateSchedule: { method: 'PUT', path: '/api/hoogo/manage-event/:id/schedule/' },
  updateBranding: { method: 'PUT', path: '/api/hoogo/manage-event/:id/branding/' },
  eventSummary: { method: 'GET', path: '/api/hoogo/manage-event/:id/summary/' },
  createAnnouncement: { method: 'POST', path: '/api/hoogo/manage-event/:id/announcements/' },
  announcements: { method: 'GET', path: '/api/hoogo/manage-event/:id/announcements/' },
  deleteAnnouncement: {
    method: 'DELETE',
    path: '/api/hoogo/manage-event/:id/announcements/:announcementId/',
  },

  // Ticketing.
  ticketingEvents: { method: 'GET', path: '/api/hoogo/manage-event/user/mmp/list-events/' },
  pretixAccount: { method: 'GET', path: '/api/hoogo/manage-event/user/mmp/pretix/' },
  savePretixAccount: { method: 'POST', path: '/api/hoogo/manage-event/user/mmp/pretix/' },
  removePretixAccount: { method: 'DELETE', path: '/api/hoogo/manage-event/user/mmp/pretix/' },
  attendeeLists: { method: 'GET', path: '/api/hoogo/manage-event/user/mmp/csv/' },
  uploadAttendeeList: { method: 'POST', path: '/api/hoogo/manage-event/user/mmp/csv/' },
  removeAttendeeList: { method: 'DELETE', path: '/api/hoogo/manage-event/user/mmp/csv/:listId/' },
  importGrid: { method: 'POST', path: '/api/hoogo/manage-event/:id/grid/import/' },
  checkPlayWithTicketCode: {
    method: 'GET',
    path: '/api/hoogo/manage-event/:id/check-play-with-ticket-code/',
  },
  validateTicketCode: { method: 'POST', path: '/api/hoogo/manage-game/:id/validate-ticket-code/' },
} as const satisfies Record<string, ApiRoute>;

/** The name of one API call. */
export type ApiRouteName = keyof typeof apiRoutes;

/** The calls made with `method`: the web client's `api.get` takes only a GET call's address, and so on. */
export type ApiRouteNameOf<M extends ApiMethod> = {
  [N in ApiRouteName]: (typeof apiRoutes)[N]['method'] extends M ? N : never;
}[ApiRouteName];

/** The parameter names of a path pattern: `:id/` and `:id.csv` both name `id`. */
export type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParams<Tail>
    : Rest extends `${infer Name}.${string}`
      ? Name
      : Rest
  : never;

/** The values a call's path needs, one per parameter (an event's segment is its id or its name). */
export type ApiPathParams<N extends ApiRouteName> = Record<
  PathParams<(typeof apiRoutes)[N]['path']>,
  string | number
>;

/**
 * An API address built by `apiPath`, branded with its call's name so the web client can ask for that
 * call's body type.
 */
export type ApiPath<N extends ApiRouteName = ApiRouteName> = string & { readonly __apiRoute: N };

const PARAM = /:([A-Za-z]+)/g;

/**
 * The address of one call: its path with each `:param` filled in, URI-encoded. A call without parameters
 * takes none. Throws on a missing value, which the types already forbid.
 */
export function apiPath<N extends ApiRouteName>(
  name: N,
  ...params: PathParams<(typeof apiRoutes)[N]['path']> extends never ? [] : [ApiPathParams<N>]
): ApiPath<N> {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return apiRoutes[name].path.replace(PARAM, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`apiPath(${name}): no value for :${key}`);
    return encodeURIComponent(String(value));
  }) as ApiPath<N>;
}
