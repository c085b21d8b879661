import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The game rules (SPEC.md §2, player page). */
export function RulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = messages.play;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.rulesTitle}
      footer={<Button onClick={onClose}>{t.rulesClose}</Button>}
    >
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-slate-700 marker:font-bold marker:text-brand-700">
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Modal>
  );
}
