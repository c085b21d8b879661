import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
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
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-white">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <AuthLayout>
          <LinkSignInScreen token={link.get('token')} ruri={link.get('ruri')} />
        </AuthLayout>
      </main>
    </div>
  );
}
