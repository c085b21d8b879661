import { messages } from '@hoogo/core';
import type { InputHTMLAttributes } from 'react';
import { FormInput } from './ui/form';
import { typing } from './ui/input';

/**
 * The event's name (field `name` of the surrounding Form), typed exactly as the event's links will
 * spell it, with the rule for names under it: where an event is created and where it is renamed.
 */
export function FormEventNameInput(
  props: Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'enterKeyHint'>,
) {
  return (
    <FormInput
      name="name"
      label={messages.dashboard.eventNameLabel}
      {...typing.verbatim}
      hint={messages.validation.eventNameHint}
      {...props}
    />
  );
}
