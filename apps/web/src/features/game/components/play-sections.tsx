import { CONNECTIONS_TO_UNLOCK_CARD, messages } from '@hoogo/core';
import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { buttonStyles } from '@/components/ui/button';
import { FriendCodeQr } from './friend-code-qr';

const t = messages.play;

/** The player's friend code, to read out (or show as a QR code) to the people they meet. */
export function FriendCodeSection({ code }: { code: string | null }) {
  return (
    <section
      aria-labelledby="friend-code-title"
      className="rounded-2xl bg-brand-900 px-5 py-4 text-center text-white shadow-md"
    >
      <h2 id="friend-code-title" className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
        {t.friendCode}
      </h2>
      <p
        dir="ltr"
        className="mt-1 font-mono text-5xl font-black tracking-[0.2em] text-accent-300 tabular-nums"
      >
        {code}
      </p>
      <p className="mt-1 text-sm text-brand-200">{t.friendCodeHint}</p>
      {code && <FriendCodeQr code={code} />}
    </section>
  );
}

/** Voting runs: the way to the voting page. */
export function VotingOpenSection({ eventName }: { eventName: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border-2 border-accent-400 bg-accent-50 p-4 text-center">
      <p className="font-medium text-brand-950">{t.votingOpen}</p>
      <Link to={pagePath.voting(eventName)} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
        {t.goToVoting}
      </Link>
    </section>
  );
}

/** The card's block under a complete grid: locked until enough connections, then the way to the card. */
export function CardSection({ eventName, connections }: { eventName: string; connections: number }) {
  return (
    <section
      aria-labelledby="card-block-title"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
    >
      <h2 id="card-block-title" className="font-bold text-slate-900">
        {t.cardTitle}
      </h2>
      {connections < CONNECTIONS_TO_UNLOCK_CARD ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Lock className="size-4 shrink-0" />
          {messages.game.cardLocked}
        </p>
      ) : (
        <Link to={pagePath.card(eventName)} className={buttonStyles({ className: 'w-full' })}>
          {t.viewCard}
        </Link>
      )}
    </section>
  );
}
