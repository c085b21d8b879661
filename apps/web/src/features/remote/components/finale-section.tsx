import { messages } from '@hoogo/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Choice, Section } from './remote-section';

const f = messages.finale;

/**
 * Starts the big screens' finale (docs/decisions/0083-the-finale.md) from the podium of the game board or
 * of the votes (the votes by default once voting is on), and ends it.
 */
export function FinaleSection({
  votingEnabled,
  onStart,
  onEnd,
}: {
  votingEnabled: boolean;
  onStart: (source: 'game' | 'voting', what: string) => void;
  onEnd: (what: string) => void;
}) {
  const [source, setSource] = useState<'game' | 'voting'>(votingEnabled ? 'voting' : 'game');
  const name = useId();
  const hintId = useId();
  return (
    <Section title={f.remoteTitle}>
      <p id={hintId} className="text-sm text-slate-600">
        {f.remoteHint}
      </p>
      <fieldset aria-describedby={hintId} className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{f.source}</legend>
        {(['game', 'voting'] as const).map((value) => (
          <Choice
            key={value}
            name={name}
            value={value}
            checked={source === value}
            onChange={() => setSource(value)}
            label={value === 'game' ? f.sourceGame : f.sourceVoting}
          />
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="accent" size="lg" onClick={() => onStart(source, f.start)}>
          {f.start}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onEnd(f.end)}>
          {f.end}
        </Button>
      </div>
    </Section>
  );
}
