import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getEventName } from '@/lib/event-name';
import { apiMessage } from '@/lib/form-errors';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { onboardUser } from '../api/onboard';

const t = messages.entry;

/**
 * The entry route: another page hands over a session in the query. It is stored, the user is
 * onboarded, and organisers go to the event's management screen, everybody else to the player page.
 */
export function EntryScreen({ eventId, query }: { eventId: string; query: URLSearchParams }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accessToken = query.get('access_token');
    const refreshToken = query.get('refresh_token');
    if (!accessToken || !refreshToken) {
      notify.error(messages.auth.onboardFailed);
      setFailed(true);
      return;
    }
    storage.saveSession({
      access_token: accessToken,
      refresh_token: refreshToken,
      email: query.get('user_email') ?? '',
      profile_pic_url: query.get('user_image'),
    });
    const organizer = query.get('is_organizer') === 'true';
    (async () => {
      await onboardUser();
      const eventName = await getEventName(eventId);
      storage.set('currentEventId', eventId);
      storage.set('eventName', eventName);
      // replace: the tokens must not stay in the address bar or the history.
      navigate(organizer ? pagePath.eventAdmin(eventName) : pagePath.play(eventName), { replace: true });
    })().catch((error: unknown) => {
      notify.error(apiMessage(error, messages.auth.onboardFailed));
      setFailed(true);
      navigate(pagePath.entry(eventId), { replace: true });
    });
  }, [eventId, query, navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      {failed ? (
        <>
          <h1 className="text-2xl font-extrabold text-brand-950">{messages.auth.onboardFailed}</h1>
          <p className="max-w-sm text-slate-600">{t.failedText}</p>
          <Link to={pagePath.login()} className={buttonStyles({})}>
            {t.signIn}
          </Link>
        </>
      ) : (
        <>
          <Spinner />
          <p className="text-slate-700" role="status">
            {t.loading}
          </p>
        </>
      )}
    </main>
  );
}
