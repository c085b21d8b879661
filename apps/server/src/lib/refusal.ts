import { messages, StatusCode } from '@hoogo/core';
import { ApiError } from './envelope.js';

/** How one refusal answers: its HTTP status, its catalogue sentence, and the field it goes under. */
interface RefusalAnswer {
  status: number;
  /**
   * Absent when the sentence depends on what happened: the thrower then gives it. Read when thrown, in
   * the language of the request being answered.
   */
  sentence?: () => string;
  field?: string;
  /** The envelope's status code where it is not the HTTP status (core's StatusCode). */
  statusCode?: number;
}

/**
 * Every refusal a service or repository throws, by its reason, with the answer the client gets: the
 * one table the error handler reads (docs/decisions/0073-one-refusal-style.md).
 */
const refusals = {
  // The game (plugins/app/game/): a connection's rules, then what the repository finds taken meanwhile.
  gridIncomplete: { status: 409, sentence: () => messages.game.tilesMissing },
  votingOpen: {
    status: 409,
    sentence: () => messages.game.votingEnabled,
    statusCode: StatusCode.VotingState,
  },
  connectionsClosed: {
    status: 409,
    sentence: () => messages.schedule.connectionsClosed,
    statusCode: StatusCode.ConnectionsClosed,
  },
  cellOutOfGrid: { status: 400, sentence: () => messages.gameApi.cellOutOfGrid },
  wrongLetter: { status: 400 },
  nameLetter: { status: 400, field: 'name' },
  selfieConsentMissing: {
    status: 400,
    sentence: () => messages.selfies.consentRequired,
    field: 'selfie_consent',
  },
  codeInvalid: { status: 400, field: 'code' },
  codeBlocked: { status: 429 },
  codeUnknown: { status: 400, sentence: () => messages.gameApi.codeUnknown, field: 'code' },
  codeOwn: { status: 400, sentence: () => messages.gameApi.codeOwn, field: 'code' },
  submissionKeyReused: { status: 422, sentence: () => messages.gameApi.idempotencyKeyReused },
  cellFilled: { status: 409, sentence: () => messages.gameApi.cellFilled },
  codeUsed: { status: 409, sentence: () => messages.gameApi.codeUsed, field: 'code' },
  noFreeCode: { status: 409, sentence: () => messages.gameApi.noFreeCode },
  playerRemoved: { status: 403, sentence: () => messages.gameApi.removedFromGame },
  // As for a key that is no player's: the player left while the request waited.
  playerLeft: { status: 403, sentence: () => messages.gameApi.invalidPlayerKey },
  linkedPlayerRemoved: { status: 400, sentence: () => messages.gameApi.codeUnknown, field: 'code' },
  voteUnknown: { status: 404, sentence: () => messages.votingApi.unknown },
  voteSelf: { status: 400, sentence: () => messages.votingApi.self },
  voteNotCompleted: { status: 400, sentence: () => messages.votingApi.notCompleted },
  voteNotConnected: { status: 403, sentence: () => messages.votingApi.notConnected },
  alreadyVoted: { status: 409, sentence: () => messages.votingApi.alreadyVoted },
  voteLimit: { status: 409, sentence: () => messages.votingApi.limit },
  // The hosts' moderation (plugins/app/moderation/).
  connectionNotFound: { status: 404, sentence: () => messages.moderationApi.connectionNotFound },
  playerNotFound: { status: 404, sentence: () => messages.moderationApi.playerNotFound },
  cellRefilled: { status: 409, sentence: () => messages.moderationApi.cellRefilled },
  linkRefilled: { status: 409, sentence: () => messages.moderationApi.linkRefilled },
  linkedRemoved: { status: 409, sentence: () => messages.moderationApi.linkedRemoved },
  badCursor: { status: 400, sentence: () => messages.moderationApi.badCursor, field: 'before' },
  // Events and quick join (plugins/app/events/, plugins/app/auth/).
  duplicateEventName: { status: 409, sentence: () => messages.eventApi.duplicateName, field: 'name' },
  ticketCodeNeedsLink: {
    status: 400,
    sentence: () => messages.eventApi.ticketCodeNeedsLink,
    field: 'play_with_ticket_code',
  },
  // Announcements (docs/decisions/0082-announcements.md).
  announcementNotFound: { status: 404, sentence: () => messages.announcements.notFound },
  votingBeforeOpen: {
    status: 400,
    sentence: () => messages.schedule.votingBeforeOpen,
    field: 'voting_closes_at',
  },
  guestsFull: { status: 409, sentence: () => messages.guest.eventFull },
  // The email's account already plays the guest's event: the sentence names the event.
  guestAlreadyPlays: { status: 409 },
  // Hosts (plugins/app/events/host-invitations-repository.ts): the email hosts or is invited already.
  alreadyOwner: { status: 409, sentence: () => messages.eventApi.alreadyOwner, field: 'email' },
  alreadyAdmin: { status: 409, sentence: () => messages.eventApi.alreadyAdmin, field: 'email' },
  alreadyInvited: { status: 409, sentence: () => messages.eventApi.alreadyInvited, field: 'email' },
  // The media store could not take a file; the media storage logged why, the sender may try again.
  mediaUnavailable: { status: 503, sentence: () => messages.mediaApi.unavailable },
  // Ticketing (plugins/app/ticketing/): the platform failed, or refused what was asked; a bad CSV file.
  ticketingUnavailable: { status: 502 },
  ticketingRefused: { status: 400 },
  badCsv: { status: 400, field: 'file' },
} satisfies Record<string, RefusalAnswer>;

/** The machine name of a refusal: what code that must tell refusals apart compares. */
export type RefusalReason = keyof typeof refusals;

/** The reasons whose sentence the thrower gives, because it depends on what happened. */
type WordedByThrower = {
  [R in RefusalReason]: (typeof refusals)[R] extends { sentence: () => string } ? never : R;
}[RefusalReason];

interface RefusalDetails {
  /** What really happened, for the operator's log only (never answered). */
  detail?: string;
  cause?: unknown;
}

/**
 * An expected refusal of a service or a repository, thrown as `new Refusal('cellFilled')`: the error
 * handler answers it as any ApiError (status, the catalogue's sentence, under its field when it has
 * one), and code that must tell refusals apart compares `reason`
 * (docs/decisions/0073-one-refusal-style.md).
 */
export class Refusal extends ApiError {
  override name = 'Refusal';
  readonly reason: RefusalReason;
  readonly detail: string | undefined;

  constructor(reason: Exclude<RefusalReason, WordedByThrower>, details?: RefusalDetails);
  constructor(reason: WordedByThrower, details: RefusalDetails & { sentence: string });
  constructor(reason: RefusalReason, details: RefusalDetails & { sentence?: string } = {}) {
    const answer: RefusalAnswer = refusals[reason];
    const sentence = details.sentence ?? answer.sentence?.() ?? messages.network.somethingWrong;
    super(answer.status, sentence, {
      statusCode: answer.statusCode,
      fields: answer.field ? { [answer.field]: [sentence] } : {},
    });
    this.reason = reason;
    this.detail = details.detail;
    if (details.cause !== undefined) this.cause = details.cause;
  }
}

/** Whether `error` is a refusal for one of `reasons`. */
export function isRefusal(error: unknown, ...reasons: RefusalReason[]): error is Refusal {
  return error instanceof Refusal && reasons.includes(error.reason);
}
