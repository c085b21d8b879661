import { messages } from '@hoogo/core';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { HomeLink } from '@/components/ui/home-link';
import { Input, typing } from '@/components/ui/input';

const t = messages.eventNotFound;

/**
 * A player page whose event does not exist (a mistyped link, /NoSuchEvent): says so at once, before any
 * sign-in (the event lookup is public), and offers a way on: the event's name typed again, or home
 * (docs/decisions/0005-web.md: "A mistyped event link").
 */
export function EventNotFound({ eventName }: { eventName: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) {
      setError(t.nameEmpty);
      return;
    }
    navigate(pagePath.play(typed));
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div role="alert" className="flex flex-col gap-2">
        <h1 id={titleId} className="text-2xl font-bold text-brand-950">
          {t.title}
        </h1>
        <p className="text-base break-words text-slate-700">{t.text(eventName)}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <Input
          label={t.nameLabel}
          name="event-name"
          {...typing.verbatim}
          enterKeyHint="go"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="primary">
          {t.go}
        </Button>
      </form>
      <HomeLink className="self-start" />
    </section>
  );
}
