import type { z } from 'zod';
import type {
  AccountSummary,
  ActivityItem,
  ActivityPage,
  AttendeeList,
  CompletedPlayer,
  ContactDetails,
  CreatedEvent,
  EventIdAnswer,
  EventInfo,
  EventNameAnswer,
  EventStatus,
  GridImportAnswer,
  GuestConfirmed,
  Host,
  HostInvitation,
  HostList,
  Insights,
  LeaderboardWindow,
  LinkedinConnection,
  LinkedinPost,
  LinkSignIn,
  LoginResponse,
  MediaPurge,
  ModeratedPlayer,
  OrganisedEvent,
  OtpMailStatus,
  OtpSent,
  ParticipatedEvent,
  PersonMet,
  PlayerList,
  PlayerRegistration,
  PlayerStart,
  PlayWithTicketCode,
  PretixAccount,
  PretixConnected,
  ProfileInfo,
  PublicConfig,
  QuickJoinResponse,
  Results,
  TicketingEvents,
  TotalConnections,
  UserInputResult,
  UserMatrix,
  VotingRow,
} from '../index.js';
import type { leaveEventBody } from '../schemas/account.js';
import type { AnnouncementList, announcementBody, HostAnnouncement } from '../schemas/announcements.js';
import type {
  changePasswordBody,
  generateOtpBody,
  googleBody,
  linkSignInBody,
  loginBody,
  preRegisterBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
} from '../schemas/auth.js';
import type { Branding } from '../schemas/branding.js';
import type { linkedinAccessTokenBody } from '../schemas/common.js';
import type { addHostBody, createEventBody } from '../schemas/event.js';
import type { EventSummary } from '../schemas/finale.js';
import type { voteBody } from '../schemas/game.js';
import type { guestConfirmEmailBody, guestEmailBody, quickJoinBody } from '../schemas/guest.js';
import type { contactBody } from '../schemas/people.js';
import type { EventSchedule, scheduleBody } from '../schemas/schedule.js';
import type { pretixBody, validateTicketCodeBody } from '../schemas/ticketing.js';
import type {
  attendeeListFields,
  brandingFields,
  connectionFields,
  eventUpdateFields,
  FieldsOf,
  GridCellField,
  linkedinPostFields,
  MultipartBody,
} from './multipart.js';
import type { ApiRouteName } from './routes.js';

/*
 * What each call of the route table (routes.ts) takes and answers, as types: the body is the input of
 * the zod schema the server validates it with (or the field names of a multipart body), the answer is the
 * envelope's `response` (docs/decisions/0072-one-contract.md).
 */

/** The request body each call takes; a call not listed takes none. */
export interface ApiBodies {
  generateOtp: z.input<typeof generateOtpBody>;
  preRegister: z.input<typeof preRegisterBody>;
  linkSignIn: z.input<typeof linkSignInBody>;
  register: z.input<typeof registerBody>;
  login: z.input<typeof loginBody>;
  resetPassword: z.input<typeof resetPasswordBody>;
  refreshToken: z.input<typeof refreshBody>;
  updateProfile: z.input<typeof updateProfileBody>;
  changePassword: z.input<typeof changePasswordBody>;
  googleSignIn: z.input<typeof googleBody>;
  guestAddEmail: z.input<typeof guestEmailBody>;
  guestConfirmEmail: z.input<typeof guestConfirmEmailBody>;
  linkedinAccessToken: z.input<typeof linkedinAccessTokenBody>;
  linkedinPostImage: MultipartBody<FieldsOf<typeof linkedinPostFields>>;
  createEvent: z.input<typeof createEventBody>;
  updateEvent: MultipartBody<FieldsOf<typeof eventUpdateFields> | GridCellField>;
  addHost: z.input<typeof addHostBody>;
  quickJoin: z.input<typeof quickJoinBody>;
  addConnection: MultipartBody<FieldsOf<typeof connectionFields>>;
  leaveEvent: z.input<typeof leaveEventBody>;
  vote: z.input<typeof voteBody>;
  saveContact: z.input<typeof contactBody>;
  savePretixAccount: z.input<typeof pretixBody>;
  uploadAttendeeList: MultipartBody<FieldsOf<typeof attendeeListFields>>;
  validateTicketCode: z.input<typeof validateTicketCodeBody>;
  updateSchedule: z.input<typeof scheduleBody>;
  updateBranding: MultipartBody<FieldsOf<typeof brandingFields>>;
  createAnnouncement: z.input<typeof announcementBody>;
}

/** The envelope's `response` of each JSON call the web app makes; a call not listed answers `unknown`. */
export interface ApiAnswers {
  generateOtp: OtpSent | null;
  preRegister: OtpSent | null;
  linkSignIn: LinkSignIn;
  otpMailStatus: OtpMailStatus;
  register: LoginResponse;
  login: LoginResponse;
  resetPassword: null;
  googleSignIn: LoginResponse;
  profileInfo: ProfileInfo;
  updateProfile: ProfileInfo;
  accountSummary: AccountSummary;
  deleteAccount: null;
  guestAddEmail: null;
  guestConfirmEmail: GuestConfirmed;
  config: PublicConfig;
  totalConnections: TotalConnections;
  onboardUser: null;
  linkedinAccessToken: LinkedinConnection;
  linkedinPostImage: LinkedinPost;
  createEvent: CreatedEvent;
  createDemo: CreatedEvent;
  getEventId: EventIdAnswer;
  getEventName: EventNameAnswer;
  getInfo: EventInfo;
  updateEvent: EventInfo;
  deleteEvent: null;
  restoreDefaultTemplates: EventInfo;
  eventStatus: EventStatus;
  organisedEvents: OrganisedEvent[];
  participatedEvents: ParticipatedEvent[];
  listHosts: HostList;
  addHost: Host;
  removeHost: null;
  hostInvitations: HostInvitation[];
  acceptHostInvitation: null;
  declineHostInvitation: null;
  registerPlayer: PlayerRegistration;
  getEventRegisterId: PlayerRegistration;
  startPlaying: PlayerStart;
  quickJoin: QuickJoinResponse;
  getUserMatrix: UserMatrix;
  addConnection: UserInputResult;
  leaveEvent: null;
  completedPlayers: CompletedPlayer[];
  vote: null;
  /** The voting board's candidates (the management screen and the remote count them before voting starts). */
  voteLeaderboard: VotingRow[];
  people: PersonMet[];
  getContact: ContactDetails;
  saveContact: ContactDetails;
  activity: ActivityPage;
  /** The game board's window (the remote lists the players to spotlight). */
  leaderboard: LeaderboardWindow;
  hideConnection: ActivityItem;
  unhideConnection: ActivityItem;
  players: PlayerList;
  removePlayer: ModeratedPlayer;
  restorePlayer: ModeratedPlayer;
  results: Results;
  insights: Insights;
  purgeMedia: MediaPurge;
  updateSchedule: EventSchedule;
  updateBranding: Branding;
  eventSummary: EventSummary;
  createAnnouncement: HostAnnouncement;
  announcements: AnnouncementList;
  deleteAnnouncement: AnnouncementList;
  ticketingEvents: TicketingEvents;
  pretixAccount: PretixAccount | null;
  savePretixAccount: PretixConnected;
  removePretixAccount: null;
  attendeeLists: AttendeeList[];
  uploadAttendeeList: AttendeeList;
  removeAttendeeList: null;
  importGrid: GridImportAnswer;
  checkPlayWithTicketCode: PlayWithTicketCode;
  validateTicketCode: PlayerRegistration;
}

/** The body a call takes: its input type, or `undefined` for a call that takes none. */
export type ApiBody<N extends ApiRouteName> = N extends keyof ApiBodies ? ApiBodies[N] : undefined;

/** What a call answers in the envelope's `response`. */
export type ApiAnswer<N extends ApiRouteName> = N extends keyof ApiAnswers ? ApiAnswers[N] : unknown;
