import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { startOAuthRedirect } from '@/lib/oauth';
import { usePublicConfig } from '@/lib/public-config';

/** The page Google sends the user back to, with the token in the URL fragment (implicit flow). */
const googleReturnPath = '/login';

/**
 * Google sign-in by the OAuth 2.0 implicit redirect: Google's script library is not loaded, since the
 * content security policy allows scripts from this origin only. Shown only when the server has a client id.
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
      onClick={() =>
        startOAuthRedirect(
          'google',
          authorizeUrl,
          {
            client_id: clientId,
            redirect_uri: `${window.location.origin}${googleReturnPath}`,
            response_type: 'token',
            scope: 'openid email profile',
          },
          ruri ? { ruri } : {},
        )
      }
    >
      {messages.login.continueWithGoogle}
    </Button>
  );
}
