import { LINKEDIN_TOKEN_HEADER, type LinkedinConnection } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** Where LinkedIn sends the member back with an authorization code. */
export const linkedinReturnPath = '/linkedin-auth-connect';

export const linkedinRedirectUri = () => `${window.location.origin}${linkedinReturnPath}`;

/** POST /common/linkedin/accesstoken/: the server trades the code for the member's token and author URN. */
export function connectLinkedin(code: string) {
  return api.post<LinkedinConnection>(apiPaths.hoogo('/common/linkedin/accesstoken/'), {
    code,
    redirect_uri: linkedinRedirectUri(),
  });
}

export function useConnectLinkedin() {
  return useMutation({ mutationFn: connectLinkedin });
}

export interface LinkedinPostInput {
  linkedinToken: string;
  author: string;
  content: string;
  image: Blob;
}

/**
 * POST /common/linkedin/post-image/ (multipart). SPEC.md §7 puts the LinkedIn token in Authorization,
 * which already carries the Hoogo session here: it goes in its own header instead.
 */
export function postToLinkedin({ linkedinToken, author, content, image }: LinkedinPostInput) {
  const form = new FormData();
  form.append('author', author);
  form.append('content', content);
  form.append('template_image', image, 'card.png');
  return api.post<{ post_id: string | null }>(apiPaths.hoogo('/common/linkedin/post-image/'), form, {
    headers: { [LINKEDIN_TOKEN_HEADER]: linkedinToken },
  });
}

export function usePostToLinkedin() {
  return useMutation({ mutationFn: postToLinkedin });
}
