import { emptyGrid, type HostRole, type SocialMediaTemplate } from '@hoogo/core';
import { type SQL, sql } from 'drizzle-orm';
import {
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

/** A person with an account: hosts and players who signed in by email. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-case: the request schemas normalise every email. */
  email: text('email').notNull().unique(),
  name: text('name'),
  profilePicUrl: text('profile_pic_url'),
  passwordHash: text('password_hash'),
  /** Set once the person proved they own the email (registration with an OTP). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes. A new code for an email and a purpose replaces the previous one, so there is at most
 * one row per (email, type); `created_at` drives the resend cooldown.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('otp_codes_email_type_unique').on(table.email, table.type)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh marks the used
 * token and issues the next one in the same family, so a reused token reveals a leak and kills the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export type User = typeof users.$inferSelect;
export type OtpCode = typeof otpCodes.$inferSelect;
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [uniqueIndex('events_name_lower_unique').on(table.nameLower)],
);

/**
 * Who may manage an event: its one Owner and any number of Admins. Rows go with their event. Tables of
 * later features (players, connections, votes) reference events with ON DELETE CASCADE the same way.
 */
export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
