import { messages } from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { randomToken, startOAuthRedirect } from '@/lib/oauth';
import { usePublicConfig } from '@/lib/public-config';

/** The page Google sends the user back to, with the ID token in the URL fragment (implicit flow). */
const googleReturnPath = pagePath.login();

/**
 * Google sign-in by the OpenID Connect implicit redirect (`response_type=id_token`): Google answers an ID
 * token issued to this app's client id, which the server verifies. A random nonce, kept in sessionStorage
 * with the state, goes to Google and comes back inside the token; the return sends both to the server,
 * which refuses a token whose nonce differs. Google's script library is not loaded, since the content
 * security policy allows scripts from this origin only. Shown only when the server has a client id.
 */
export function GoogleSignInButton({ ruri }: { ruri?: string | null }) {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id;
  if (!config.data || !clientId) return null;
  const authorizeUrl = config.data.google_authorize_url;

  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => {
        const nonce = randomToken();
        startOAuthRedirect(
          'google',
          authorizeUrl,
          {
            client_id: clientId,
            redirect_uri: `${window.location.origin}${googleReturnPath}`,
            response_type: 'id_token',
            scope: 'openid email profile',
            nonce,
          },
          ruri ? { ruri, nonce } : { nonce },
        );
      }}
    >
      {messages.login.continueWithGoogle}
    </Button>
  );
}
