import {
  emptyGrid,
  type HostRole,
  SELFIE_RETENTION_DEFAULT_DAYS,
  SELFIE_RETENTION_MAX_DAYS,
  SELFIE_RETENTION_MIN_DAYS,
  type SocialMediaTemplate,
  type UserInputResult,
  type VenuePrivacy,
} from '@hoogo/core';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A row's own id: a random UUID. */
const rowId = () => uuid('id').primaryKey().defaultRandom();

/** The event a row belongs to: deleting the event deletes the row. */
const eventIdColumn = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** The account a row belongs to: deleting the account deletes the row. */
const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A person with an account: hosts and players who signed in by email. Triggers of migration 0011 (not
 * shown by drizzle, docs/architecture.md, "Card versions"): `users_card_version` bumps
 * `players.card_version` when `name` changes (the account's players, and the players whose cells link one
 * of them); `users_cards_emptied` reports every card on a TRUNCATE.
 */
export const users = pgTable(
  'users',
  {
    id: rowId(),
    /** Always stored lower-case: the request schemas normalise every email. */
    email: text('email').notNull().unique(),
    name: text('name'),
    profilePicUrl: text('profile_pic_url'),
    passwordHash: text('password_hash'),
    /** Set once the person proved they own the email (registration with an OTP). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set on the simulated players of a demo event: such an account cannot sign in (no password, an
     * address under the reserved .invalid domain) and goes with its demo event
     * (docs/decisions/0047-demo-events.md).
     */
    demoEventId: uuid('demo_event_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    /**
     * Set on a guest account (quick join): made on one phone for one event, with an address under the
     * reserved guest.invalid domain, signed in only by the refresh token that phone keeps. It goes with its
     * event; adding an email clears it and the account becomes a normal one
     * (docs/decisions/0055-quick-join.md).
     */
    guestEventId: uuid('guest_event_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    /**
     * The language the person chose in the app (null: never chose), so that their mails follow it
     * (docs/decisions/0086-five-languages.md).
     */
    language: text('language'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Counts an event's guests (the quick-join cap) and finds them when the event goes.
  (table) => [
    index('users_guest_event_idx').on(table.guestEventId).where(sql`${table.guestEventId} is not null`),
  ],
);

/**
 * One-time codes: at most one row per (email, type). While its code works, a new request mails the same
 * code again (after `next_mail_at`); a used or expired code is replaced in the same row.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: rowId(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    codeHash: text('code_hash').notNull(),
    // The code itself, sealed with a key of its own (lib/secret-box.ts): a new request while it is
    // unexpired mails the same code again instead of minting one (docs/decisions/0057-the-mail-path.md).
    codeBox: text('code_box'),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    // Mails sent to this email (and purpose) since its last successful sign-in, and when the next may go:
    // the cool-down doubles with each mail (30 s, 1 min, 2 min... at most the code's lifetime).
    mailsSent: integer('mails_sent').notNull().default(0),
    lastMailAt: timestamp('last_mail_at', { withTimezone: true }),
    nextMailAt: timestamp('next_mail_at', { withTimezone: true }),
    // The last mail queued for this code (outgoing_mails), whose state the requester is told.
    lastMailId: uuid('last_mail_id'),
    // SHA-256 of the random marker the browser that last asked for this code keeps: the mailed sign-in
    // link signs in at once there, and asks for confirmation on any other device.
    linkNonceHash: text('link_nonce_hash'),
    ...timestamps,
  },
  (table) => [uniqueIndex('otp_codes_email_type_unique').on(table.email, table.type)],
);

/**
 * The outgoing mail queue (plugins/app/auth/mailer.ts): one row per OTP mail, shared by every instance. An
 * instance claims a due row for a while (`claimed_until`), sends it and marks it sent; a transient
 * failure puts it back with a later `next_attempt_at`, a permanent one or the last attempt marks it
 * failed. The mail is composed when queued and kept sealed; `code_hash` tells whether its otp_codes row
 * still holds the code this mail was for (else it is not sent).
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: rowId(),
    otpId: uuid('otp_id')
      .notNull()
      .references(() => otpCodes.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    // The composed mail (recipient, subject, bodies), sealed like the code (lib/secret-box.ts).
    messageBox: text('message_box').notNull(),
    // queued, sending, sent, failed, or superseded (its code was replaced or used before it went).
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // The last failure's kind (an SMTP reply code or a socket error code): never an address or a code.
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('outgoing_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index('outgoing_mails_finished_idx').on(table.finishedAt),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh marks the used
 * token and issues the next one in the same family, so a reused token reveals a leak and kills the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: rowId(),
    userId: userIdColumn(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/**
 * Guessing budgets that must hold across instances and IP addresses, one row per key
 * (`password:<email>`, `friend-code:<player id>`, `ticket-code:<event>`): how many failures (or codes sent)
 * in the current window, and until when the key is refused. `lockouts` grows each block's length.
 */
export const guessBudgets = pgTable('guess_budgets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
});

export type User = typeof users.$inferSelect;
export type OtpCode = typeof otpCodes.$inferSelect;
export type OutgoingMail = typeof outgoingMails.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;

/** A template image in media storage; a null column means the product's default template. */
export interface StoredTemplate {
  key: string;
  width: number;
  height: number;
}

/**
 * An event. Names are unique case-insensitively: `name_lower` is generated from `name` and carries the
 * unique index, so two concurrent creations of "DevFest" and "devfest" cannot both succeed.
 */
export const events = pgTable(
  'events',
  {
    id: rowId(),
    name: text('name').notNull(),
    nameLower: text('name_lower')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${events.name})`),
    ...timestamps,
    /** Digits of the players' friend codes, 3..8; null when the event uses no codes. */
    codeDigits: integer('code_digits'),
    playWithTicketCode: boolean('play_with_ticket_code').notNull().default(false),
    /** The linked ticketing-platform event; null when the event is not connected. */
    mmpEventId: text('mmp_event_id'),
    /** 5x5 letters, '' for an unset cell. */
    matrix: jsonb('matrix').$type<string[][]>().notNull().default(emptyGrid()),
    postTemplate: jsonb('post_template').$type<StoredTemplate>(),
    storyTemplate: jsonb('story_template').$type<StoredTemplate>(),
    socialMediaTemplate: jsonb('social_media_template')
      .$type<SocialMediaTemplate>()
      .notNull()
      .default({ linkedin: { content: '' } }),
    votingEnabled: boolean('voting_enabled').notNull().default(false),
    /**
     * The big screen's branding (docs/decisions/0084-the-boards-branding.md): the logo in media storage
     * (null: none) and the accent colour, #rrggbb (null: the product's colours).
     */
    brandLogo: jsonb('brand_logo').$type<StoredTemplate>(),
    accentColor: text('accent_color'),
    /**
     * The room's language (docs/decisions/0086-five-languages.md): what the big screen, the QR poster and
     * the print files speak, and what a phone none of whose languages we write falls back to.
     */
    language: text('language').notNull().default('en'),
    /**
     * The game's schedule (docs/decisions/0079-the-games-time.md): from this time on a connection is
     * refused (null: connections stay open). The voting times are cleared by the one instance whose
     * conditional update opened or closed voting at them (plugins/app/events/schedule.ts).
     */
    connectionsCloseAt: timestamp('connections_close_at', { withTimezone: true }),
    votingOpensAt: timestamp('voting_opens_at', { withTimezone: true }),
    votingClosesAt: timestamp('voting_closes_at', { withTimezone: true }),
    /** A demo event: simulated players, marked as a demo everywhere, deleted with one click. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the demo's simulation started: its schedule counts from here, and resumes after a restart. */
    demoStartedAt: timestamp('demo_started_at', { withTimezone: true }),
    /**
     * Bumped by every moderation action; with `moderated_players` (the event_register_ids whose card the
     * last action changed) it lets each phone on the status channel tell whether to fetch its card again.
     */
    moderationVersion: integer('moderation_version').notNull().default(0),
    moderatedPlayers: jsonb('moderated_players').$type<string[]>().notNull().default([]),
    /**
     * The stamp of the event's part of every kept card (docs/architecture.md, "Card versions"), moved by
     * the database, never by the code. Triggers of migration `apps/server/drizzle/0011_card_versions.sql`
     * (drizzle does not show them): `events_card_version` (bump_card_version) adds 1 on every update of
     * the row; on PGlite it and `events_card_gone` (a deleted event), `events_cards_emptied` (TRUNCATE)
     * and `event_name_aliases_card` (a former name given up or taken) also report the change to the
     * card cache (plugins/app/game/card-cache.ts).
     */
    cardVersion: integer('card_version').notNull().default(0),
    /**
     * What the public views (big screen, gallery, others' read-only cards) show of the players:
     * 'full' names and selfies, or only 'first_name' / 'initials' and no selfie (docs/data.md).
     */
    venuePrivacy: text('venue_privacy').$type<VenuePrivacy>().notNull().default('full'),
    /** A connection must carry the consent of the person in the selfie. */
    requireSelfieConsent: boolean('require_selfie_consent').notNull().default(false),
    /**
     * Selfies (and their thumbnails) are deleted this many days after they were taken; null keeps them
     * until the event is deleted (docs/data.md, "How long it is kept").
     */
    selfieRetentionDays: integer('selfie_retention_days').default(SELFIE_RETENTION_DEFAULT_DAYS),
    /** Quick join: an attendee may play at once with just a name, on a guest account (off by default). */
    quickJoin: boolean('quick_join').notNull().default(false),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    uniqueIndex('events_name_lower_unique').on(table.nameLower),
    index('events_demo_idx').on(table.isDemo).where(sql`${table.isDemo}`),
    // The schedule's poll reads only the events with a voting time still to come.
    index('events_voting_opens_idx').on(table.votingOpensAt).where(sql`${table.votingOpensAt} is not null`),
    index('events_voting_closes_idx')
      .on(table.votingClosesAt)
      .where(sql`${table.votingClosesAt} is not null`),
    check('events_venue_privacy_check', sql`${table.venuePrivacy} in ('full', 'first_name', 'initials')`),
    check(
      'events_selfie_retention_check',
      sql`${table.selfieRetentionDays} is null or ${table.selfieRetentionDays} between ${sql.raw(String(SELFIE_RETENTION_MIN_DAYS))} and ${sql.raw(String(SELFIE_RETENTION_MAX_DAYS))}`,
    ),
  ],
);

/**
 * Who may manage an event: its one Owner and any number of Admins. Rows go with their event. Tables of
 * later features (players, connections, votes) reference events with ON DELETE CASCADE the same way.
 */
export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: eventIdColumn(),
    userId: userIdColumn(),
    role: text('role').$type<HostRole>().notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_hosts_user_idx').on(table.userId),
    uniqueIndex('event_hosts_one_owner').on(table.eventId).where(sql`${table.role} = 'Owner'`),
    check('event_hosts_role_check', sql`${table.role} in ('Owner', 'Admin')`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventHost = typeof eventHosts.$inferSelect;

/**
 * A host's invitation to become an Admin of an event, waiting for the invited person
 * (docs/decisions/0059-hosts-by-invitation.md). It names an email, not an account: no account is made for an
 * address nobody signed in with, and the person becomes a host only by accepting once signed in with that
 * email. Accepting or declining deletes the row; so do withdrawing it and deleting the event.
 */
export const hostInvitations = pgTable(
  'host_invitations',
  {
    id: rowId(),
    eventId: eventIdColumn(),
    /** Lower-case, as the request schemas normalise emails. */
    email: text('email').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('host_invitations_event_email').on(table.eventId, table.email),
    index('host_invitations_email_idx').on(table.email),
  ],
);

export type HostInvitation = typeof hostInvitations.$inferSelect;

/**
 * An event's former names (lower-cased). A renamed event keeps its old names here so that shared links
 * and printed QR codes keep reaching it; while aliased, a name is its event's alone: no other event may
 * be created or renamed to it. The event may take it back; deleting the event frees it. A row added,
 * changed or deleted is reported to PGlite's card cache by `event_name_aliases_card` (migration 0011):
 * the cards looked up by that name.
 */
export const eventNameAliases = pgTable(
  'event_name_aliases',
  {
    nameLower: text('name_lower').primaryKey(),
    eventId: eventIdColumn(),
    ...timestamps,
  },
  (table) => [index('event_name_aliases_event_idx').on(table.eventId)],
);

/**
 * A player: one person's registration in one event. `event_register_id` is public (leaderboard and card
 * links); `player_key` is the API's secret `user_id` (128 random bits), the player's credential for the
 * event. It is stored as is because the owner fetches it again from a second device
 * (get-event-register-id); it is only ever answered to the signed-in account that owns it.
 */
export const players = pgTable(
  'players',
  {
    id: rowId(),
    eventId: eventIdColumn(),
    /** The account that plays. */
    userId: userIdColumn(),
    eventRegisterId: uuid('event_register_id').notNull().unique().defaultRandom(),
    playerKey: text('player_key').notNull().unique(),
    /** The friend code when the event uses codes, unique in the event. */
    userCode: text('user_code'),
    /** Bingos (complete rows, columns, diagonals), 0..5: the B I N G O letters lit. */
    bingos: integer('bingos').notNull().default(0),
    totalConnections: integer('total_connections').notNull().default(0),
    /**
     * When the fifth bingo was made, by the connections that count (not hidden): set by the connection
     * that makes it, and computed again from what remains when a host hides or restores a connection.
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order of the player's leaderboard rows on the live path (core's applyLiveRow, isRemovedRow),
     * sent to the boards with each row. Bumped by the code, in the one statement that writes a new row:
     * a connection (gameRepository.addConnection), a host's rescore (hide, unhide, restore, a linked
     * player leaving) and a removal; so the row announced carries it without reading it again. A live
     * board keeps the row with the higher revision, since a moderated row can have fewer connections than
     * an older one. Not the card's stamp: that is `card_version`, which other rows move too
     * (docs/decisions/0071-card-cache-plugin.md).
     */
    revision: integer('revision').notNull().default(0),
    /** A host removed the player from the game: off every board, votes withdrawn, cannot play. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Contact details the player chose to give for this event, all optional, and whether the players
     * linked with them (by either one's friend code) may see them: not shared by default.
     */
    contactLinkedin: text('contact_linkedin'),
    contactEmail: text('contact_email'),
    contactRole: text('contact_role'),
    shareContact: boolean('share_contact').notNull().default(false),
    /**
     * The stamp of the player's kept card (docs/architecture.md, "Card versions"): a kept answer is served
     * only while this and its event's are unchanged. Moved by the database, never by the code: triggers
     * of migration `apps/server/drizzle/0011_card_versions.sql` (drizzle does not show them) add 1 when
     * - `players_card_version` (bump_card_version): any update of the row;
     * - `connections_card_version`: a connection of the player inserted, updated or deleted;
     * - `users_card_version`: the player's account renamed, or the account of a player its cells link;
     * - `players_linked_account`: a player its cells link moved to another account;
     * - `players_completion_rank`, `players_completers_came`, `players_completers_went`: a completer of
     *   the event ranked at or before it came, went, moved in time, was removed or restored;
     * - `connections_cards_emptied`: `connections` emptied by TRUNCATE (every player).
     * On PGlite the same triggers, with `players_card_gone` (a deleted player) and
     * `players_cards_emptied` (TRUNCATE), report each change to the card cache
     * (plugins/app/game/card-cache.ts). Not the live row's order: that is `revision`.
     */
    cardVersion: integer('card_version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('players_event_user_unique').on(table.eventId, table.userId),
    uniqueIndex('players_event_code_unique')
      .on(table.eventId, table.userCode)
      .where(sql`${table.userCode} is not null`),
    index('players_user_idx').on(table.userId),
    index('players_event_joined_idx').on(table.eventId, table.joinedAt),
    index('players_event_completed_idx')
      .on(table.eventId, table.completedAt)
      .where(sql`${table.completedAt} is not null`),
    check('players_bingos_check', sql`${table.bingos} between 0 and 5`),
  ],
);

/**
 * A filled cell of a player's grid. A cell is filled once (unique player, x, y): of two concurrent
 * submissions for one cell exactly one is stored. A friend code links two players once per player.
 * Every insert, update and delete bumps its player's `card_version` (`connections_card_version`,
 * migration 0011; a TRUNCATE bumps every player's, `connections_cards_emptied`).
 */
export const connections = pgTable(
  'connections',
  {
    id: rowId(),
    eventId: eventIdColumn(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    letter: text('letter').notNull(),
    connectedName: text('connected_name').notNull(),
    liner: text('liner').notNull(),
    /** Media key of the selfie; null once the selfie was deleted (`selfie_deleted_at`). */
    imageKey: text('image_key'),
    /**
     * Media key of the selfie's small copy (WebP, about 160 px); null for a selfie stored before
     * thumbnails existed until the startup backfill makes it (docs/decisions/0017-thumbnails.md).
     */
    thumbnailKey: text('thumbnail_key'),
    code: text('code'),
    /** The player whose friend code was entered. */
    connectedPlayerId: uuid('connected_player_id').references(() => players.id, { onDelete: 'cascade' }),
    /**
     * The person in the selfie agreed to it being shown (one tap on the form): true or false; null for a
     * connection made before the form asked.
     */
    selfieConsent: boolean('selfie_consent'),
    /** When the selfie and its thumbnail were deleted (retention, or a host's purge); the cell stays. */
    selfieDeletedAt: timestamp('selfie_deleted_at', { withTimezone: true }),
    ...timestamps,
    /**
     * A hidden connection no longer counts and shows nowhere but in the hosts' activity feed; its cell
     * is free again. `hidden_cause`: 'host' (a host hid it) or 'player_removed' (it showed a player the
     * hosts removed, and comes back when that player is restored).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenCause: text('hidden_cause').$type<HiddenCause>(),
  },
  (table) => [
    // Only the connections that count hold their cell and their link: a hidden one frees both.
    uniqueIndex('connections_player_cell_unique')
      .on(table.playerId, table.x, table.y)
      .where(sql`${table.hiddenAt} is null`),
    uniqueIndex('connections_player_linked_unique')
      .on(table.playerId, table.connectedPlayerId)
      .where(sql`${table.connectedPlayerId} is not null and ${table.hiddenAt} is null`),
    // The own card lists a player's hidden connections: without it, every card read scanned the table.
    index('connections_player_hidden_idx').on(table.playerId).where(sql`${table.hiddenAt} is not null`),
    index('connections_linked_idx').on(table.connectedPlayerId),
    index('connections_event_created_idx').on(table.eventId, table.createdAt),
    index('connections_image_idx').on(table.imageKey),
    check('connections_cell_check', sql`${table.x} between 0 and 4 and ${table.y} between 0 and 4`),
    check(
      'connections_selfie_deleted_check',
      sql`(${table.imageKey} is null) = (${table.selfieDeletedAt} is not null)`,
    ),
    check(
      'connections_hidden_check',
      sql`(${table.hiddenAt} is null) = (${table.hiddenCause} is null) and ${table.hiddenCause} in ('host', 'player_removed')`,
    ),
  ],
);

/** Why a connection is hidden: a host hid it, or it showed a player the hosts removed. */
export type HiddenCause = 'host' | 'player_removed';

/** What a host did, as the moderation record keeps it. */
export type ModerationAction = 'hide' | 'unhide' | 'remove' | 'restore';

/**
 * Every moderation action, who did it and when: the hosts' record of hides, restores and removals
 * (the current state is on the connection and player rows; this is the history).
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: rowId(),
    eventId: eventIdColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    index('moderation_actions_event_idx').on(table.eventId, table.createdAt),
    index('moderation_actions_connection_idx').on(table.connectionId),
    index('moderation_actions_player_idx').on(table.playerId),
    check('moderation_actions_action_check', sql`${table.action} in ('hide', 'unhide', 'remove', 'restore')`),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;

/**
 * A host's announcement to everyone in the event (docs/decisions/0082-announcements.md): shown on every
 * phone until dismissed and large on the big screens for a while. Withdrawing one deletes its row.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: rowId(),
    eventId: eventIdColumn(),
    /** The host who wrote it; null once their account is deleted (the announcement stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_event_idx').on(table.eventId, table.createdAt)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The Idempotency-Key of a connection's submission and the answer it got, stored in the connection's
 * transaction: a retried or duplicated request with the same key answers `result` again instead of
 * filling a second cell (docs/decisions/0018-idempotent-submissions.md). `fingerprint` is a hash of the
 * fields that define the connection, so a key reused for another one is refused.
 */
export const connectionSubmissions = pgTable(
  'connection_submissions',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    result: jsonb('result').$type<UserInputResult>().notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.key] }),
    index('connection_submissions_connection_idx').on(table.connectionId),
  ],
);

/** A vote of a player for another player of the same event, once per pair. */
export const votes = pgTable(
  'votes',
  {
    eventId: eventIdColumn(),
    voterPlayerId: uuid('voter_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    votedPlayerId: uuid('voted_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.voterPlayerId, table.votedPlayerId] }),
    index('votes_voted_idx').on(table.votedPlayerId),
    index('votes_event_idx').on(table.eventId),
    check('votes_not_self_check', sql`${table.voterPlayerId} <> ${table.votedPlayerId}`),
  ],
);

export type Player = typeof players.$inferSelect;
export type Connection = typeof connections.$inferSelect;
export type Vote = typeof votes.$inferSelect;
export type ConnectionSubmission = typeof connectionSubmissions.$inferSelect;

/**
 * An organiser's account with a ticketing platform, one per user and provider. Only
 * pretix needs one (instance URL, organizer slug, API token); the token is stored encrypted with
 * AES-256-GCM under a key derived from the server secret (lib/secret-box.ts) and is never answered.
 */
export const ticketingConnections = pgTable(
  'ticketing_connections',
  {
    id: rowId(),
    userId: userIdColumn(),
    provider: text('provider').$type<'pretix' | 'csv'>().notNull(),
    displayName: text('display_name').notNull(),
    baseUrl: text('base_url'),
    organizer: text('organizer'),
    apiTokenEncrypted: text('api_token_encrypted'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ticketing_connections_user_provider_unique').on(table.userId, table.provider),
    check('ticketing_connections_provider_check', sql`${table.provider} in ('pretix', 'csv')`),
  ],
);

/** An attendee list an organiser uploaded as CSV: the "events" of the CSV provider. */
export const ticketingEvents = pgTable(
  'ticketing_events',
  {
    id: rowId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('ticketing_events_owner_idx').on(table.ownerId)],
);

/** One attendee of an uploaded list; a ticket code appears once per list. */
export const ticketingAttendees = pgTable(
  'ticketing_attendees',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => ticketingEvents.id, { onDelete: 'cascade' }),
    ticketCode: text('ticket_code').notNull(),
    name: text('name').notNull(),
    checkedIn: boolean('checked_in').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.ticketCode] })],
);

export type TicketingConnection = typeof ticketingConnections.$inferSelect;
export type TicketingEvent = typeof ticketingEvents.$inferSelect;
