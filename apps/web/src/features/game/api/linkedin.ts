import { type ApiBody, apiPath, LINKEDIN_TOKEN_HEADER, linkedinPostFields } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { pagePath } from '@/app/paths';
import { api, formBody, type RequestOptions } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** Where LinkedIn sends the member back with an authorization code. */
export const linkedinRedirectUri = () => `${window.location.origin}${pagePath.linkedinReturn()}`;

/** The member's LinkedIn token and author URN stored on this device, or null. */
export function storedLinkedinMember(): { token: string; author: string } | null {
  const token = storage.get('linkedinAccessToken');
  const author = storage.get('clientId');
  return token && author ? { token, author } : null;
}

/**
 * Who makes a LinkedIn call: the Hoogo session when one is stored; else a player signed in by ticket code
 * (no session) with the stored player key of the event as user_id, as the other player calls do. Such a
 * call sends no token, so its 401 (LinkedIn refused, or an unknown key) is an answer to show, never a
 * reason to refresh a session the visitor does not have and be sent to the login screen.
 */
export function linkedinCaller(eventId: string | null): Pick<RequestOptions, 'auth' | 'query'> {
  if (storage.get('accessToken')) return {};
  const playerKey = eventId ? storage.getEventUserId(eventId) : null;
  return playerKey ? { auth: false, query: { user_id: playerKey } } : {};
}

/**
 * POST /common/linkedin/accesstoken/: the server trades the code for the member's token and author URN.
 * The caller is the player of the current event (the card that started the connection) when no session.
 */
export function connectLinkedin(code: string) {
  return api.post(
    apiPath('linkedinAccessToken'),
    { code, redirect_uri: linkedinRedirectUri() },
    linkedinCaller(storage.get('currentEventId')),
  );
}

export function useConnectLinkedin() {
  return useMutation({ mutationFn: connectLinkedin });
}

export interface LinkedinPostInput {
  /** The event of the card: its stored player key is the caller when there is no session. */
  eventId: string;
  linkedinToken: string;
  author: string;
  content: string;
  image: Blob;
}

/**
 * POST /common/linkedin/post-image/ (multipart). The original API put the LinkedIn token in Authorization,
 * which already carries the Hoogo session here: it goes in its own header instead.
 */
export function postToLinkedin({ eventId, linkedinToken, author, content, image }: LinkedinPostInput) {
  const f = linkedinPostFields;
  const form: ApiBody<'linkedinPostImage'> = formBody((append) => {
    append(f.author, author);
    append(f.content, content);
    append(f.templateImage, image, 'card.png');
  });
  return api.post(apiPath('linkedinPostImage'), form, {
    ...linkedinCaller(eventId),
    headers: { [LINKEDIN_TOKEN_HEADER]: linkedinToken },
  });
}

export function usePostToLinkedin() {
  return useMutation({ mutationFn: postToLinkedin });
}
