import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeReturnPath } from '@/lib/navigation';
import { storage } from '@/lib/storage';

export function LoginRoute() {
  const [params] = useSearchParams();
  const ruri = params.get('ruri');
  // Decided once: the form stores a token itself on success and then redirects after its delay.
  const [alreadySignedIn] = useState(() => Boolean(storage.get('accessToken')));

  if (alreadySignedIn) return <Navigate to={safeReturnPath(ruri) ?? '/dashboard'} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-white">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <AuthLayout>
          <LoginForm ruri={ruri} />
        </AuthLayout>
      </main>
    </div>
  );
}
