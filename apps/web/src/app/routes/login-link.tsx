import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LinkSignInScreen } from '@/features/auth/components/link-sign-in-screen';

/** /login/link#token=...&ruri=...: the page of a mailed sign-in link. */
export function LoginLinkRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  // The fragment is read once and then dropped from the address: the token must not stay in the history.
  const [link] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')));
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return (
    <AuthLayout>
      <LinkSignInScreen token={link.get('token')} ruri={link.get('ruri')} />
    </AuthLayout>
  );
}
