import { messages } from '@hoogo/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pagePath } from '@/app/paths';
import { LoadingMessage } from '@/components/ui/spinner';
import { takeOAuthState } from '@/lib/oauth';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useConnectLinkedin } from '../api/linkedin';

/**
 * /linkedin-auth-connect: LinkedIn's return path. Trades ?code for the member's token, keeps
 * it on this device and goes back to the card of the stored event, where the Share dialog opens.
 */
export function LinkedinConnectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const connect = useConnectLinkedin();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is good once, so this runs once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const eventName = storage.get('eventName');
    const card = eventName ? pagePath.card(eventName) : pagePath.dashboard();
    const code = params.get('code');
    const kept = takeOAuthState('linkedin', params.get('state'));
    if (!code || !kept) {
      notify.error(messages.linkedin.connectError);
      navigate(card, { replace: true });
      return;
    }
    connect
      .mutateAsync(code)
      .then(({ response }) => {
        storage.set('linkedinAccessToken', response.access_token);
        storage.set('clientId', response.author);
        notify.success(messages.linkedin.connected);
        navigate(`${card}?linkedin=true`, { replace: true });
      })
      .catch(() => {
        notify.error(messages.linkedin.connectError);
        navigate(card, { replace: true });
      });
  }, []);

  return <LoadingMessage text={messages.linkedin.connecting} />;
}
