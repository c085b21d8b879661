import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { messages } from '../messages/index.js';

/** GET /common/total-connections/: connections made in all events, for the landing page. */
export const totalConnectionsSchema = z.object({
  total_connections: z.number().int().nonnegative(),
});

export type TotalConnections = z.infer<typeof totalConnectionsSchema>;

/**
 * GET /common/config/: what the web app needs to know about the server's setup. Everything here is
 * public (an OAuth client id is not a secret); an integration that is not configured is null or false.
 */
export const publicConfigSchema = z.object({
  product_name: z.string(),
  google_client_id: z.string().nullable(),
  /** Google's OAuth 2.0 authorization page for the sign-in redirect. */
  google_authorize_url: z.string(),
  linkedin_enabled: z.boolean(),
  /** LinkedIn's client id and authorization page for the share redirect; null while sharing is off. */
  linkedin_client_id: z.string().nullable(),
  linkedin_authorize_url: z.string(),
  /**
   * The server's public origin (PUBLIC_URL, e.g. `https://hoogo.example`): every join link, QR code,
   * poster and print file is built from it, never from the address the browser opened.
   */
  public_url: z.string(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** POST /common/linkedin/accesstoken/: the authorization code LinkedIn sent back to the web app. */
export const linkedinAccessTokenBody = z.object({
  code: z
    .string({ error: () => messages.fieldApi.required('code') })
    .trim()
    .min(1, { error: () => messages.fieldApi.required('code') })
    .max(2048),
  redirect_uri: z.url({ error: () => messages.fieldApi.url('redirect_uri') }).max(2048),
});

export const linkedinConnectionSchema = z.object({
  access_token: z.string(),
  /** The member's author URN (urn:li:person:{id}); the client stores it as clientId. */
  author: z.string(),
});

export type LinkedinConnection = z.infer<typeof linkedinConnectionSchema>;

/** POST /common/linkedin/post-image/: the id of the post LinkedIn made, when it gave one. */
export const linkedinPostSchema = z.object({ post_id: z.string().nullable() });

export type LinkedinPost = z.infer<typeof linkedinPostSchema>;

/** The header that carries the member's LinkedIn token to post-image (Authorization carries ours). */
export const LINKEDIN_TOKEN_HEADER = 'X-LinkedIn-Token';

/** One of the five languages (docs/decisions/0086-five-languages.md). */
export const localeSchema = z.enum(LOCALES, { error: () => messages.language.invalid });
