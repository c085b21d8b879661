import { emailLocalPart, messages } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import UserRound from 'lucide-react/icons/user-round';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePath, pagePatterns } from '@/app/paths';
import { LanguageSwitch } from '@/components/language/language-switch';
import { Button, buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { homePath } from '@/lib/navigation';
import { useProfileInfo } from '@/lib/profile-info';
import { storage } from '@/lib/storage';

/**
 * The guest's sign-out confirmation, loaded when first asked for: the dialog's library is the largest
 * file the sign-in would otherwise load for a screen it never shows
 * (docs/decisions/0058-the-attendees-first-minutes.md). A guest is on the player page, which has loaded it
 * already.
 */
const ConfirmModal = lazy(() => import('@/components/ui/modal').then((m) => ({ default: m.ConfirmModal })));

/** The app bar of the signed-in screens. */
export function Navbar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const accessToken = storage.get('accessToken');
  // A guest of quick join has a session without an email: signing out loses their card for good, and
  // the account page (deleting by typing one's email) is not theirs; they leave from the player page.
  const isGuest = Boolean(accessToken) && storage.get('userEmail') === '';
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const isPlayer = storage.hasAnyEventUserId();
  // The name given at sign-up once the account is known; the email's first part until then (or without one).
  const profile = useProfileInfo(Boolean(accessToken));
  const name = profile.data?.name?.trim() || emailLocalPart(storage.get('userEmail'));
  const onLoginScreen = pathname === pagePatterns.login || pathname === `${pagePatterns.login}/`;
  const showLogin = !accessToken && !isPlayer && !onLoginScreen;
  const showLogout = Boolean(accessToken) || isPlayer;

  function logout() {
    storage.clear();
    queryClient.clear();
    navigate(pagePath.login(), { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label={messages.navbar.primaryNav}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <Link
          to={homePath(pathname)}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg"
          aria-label={messages.navbar.home}
        >
          {/* On a phone the mark alone: the bar keeps its room for the greeting and the buttons, whose
              words are longer in French or German. */}
          <Logo wordmark="wide" />
        </Link>
        <div className="flex min-w-0 items-center gap-1 sm:gap-4">
          {name && (
            <p className="truncate text-sm font-medium text-slate-700" title={name}>
              {messages.navbar.greeting(name)}
            </p>
          )}
          {accessToken && !isGuest && (
            <Link
              to={pagePath.account()}
              aria-label={messages.dataDeletion.accountLink}
              title={messages.dataDeletion.accountLink}
              className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
            >
              <UserRound className="size-5" aria-hidden="true" />
            </Link>
          )}
          <LanguageSwitch />
          {showLogin && (
            <Link to={pagePath.login()} className={buttonStyles({ size: 'sm', className: 'shrink-0' })}>
              {messages.navbar.login}
            </Link>
          )}
          {showLogout && (
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              onClick={() => (isGuest ? setConfirmingLogout(true) : logout())}
            >
              {messages.navbar.logout}
            </Button>
          )}
          {isGuest && (
            <Suspense fallback={null}>
              <ConfirmModal
                open={confirmingLogout}
                onClose={() => setConfirmingLogout(false)}
                title={messages.guest.logoutTitle}
                cancelLabel={messages.guest.logoutCancel}
                confirmLabel={messages.guest.logoutConfirm}
                onConfirm={logout}
                isLoading={false}
                destructive
              >
                <p>{messages.guest.logoutLead}</p>
              </ConfirmModal>
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}
