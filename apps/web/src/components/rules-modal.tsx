import { messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * The game rules: the player page's Game Rules (with what the event shows of the player, `children`) and
 * the leaderboard's Bingo Rules.
 */
export function RulesModal({
  open,
  onClose,
  title = messages.play.rulesTitle,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  children?: ReactNode;
}) {
  const t = messages.play;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      // "Got it" keeps the first focus, as before the privacy section brought a link above it.
      footer={
        <Button data-autofocus onClick={onClose}>
          {t.rulesClose}
        </Button>
      }
    >
      <ol className="flex list-decimal flex-col gap-3 ps-5 text-slate-700 marker:font-bold marker:text-brand-700">
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {children}
    </Modal>
  );
}
