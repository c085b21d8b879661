import { apiPath, type LinkSignInBody } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { safeReturnPath } from '@/lib/navigation';
import { storage } from '@/lib/storage';

const NONCE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * This browser's marker for the mailed sign-in link (docs/decisions/0057-the-mail-path.md): random, made once
 * and kept in local storage. It goes with every code request; the link then signs in at once in this
 * browser, and asks first anywhere else. Undefined when storage is not available.
 */
export function browserLinkNonce(): string | undefined {
  const kept = storage.get('linkNonce');
  if (kept && NONCE.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    storage.set('linkNonce', nonce);
  } catch {
    return undefined;
  }
  return nonce;
}

/** The link fields of a code request: the marker, and where the link returns to (a path of this site). */
export function signInLinkFields(ruri: string | null | undefined) {
  const returnPath = safeReturnPath(ruri);
  return {
    link_nonce: browserLinkNonce(),
    ...(returnPath && returnPath.length <= 500 ? { return_path: returnPath } : {}),
  };
}

export function linkSignIn(body: LinkSignInBody) {
  return api.post(apiPath('linkSignIn'), body, { auth: false });
}
