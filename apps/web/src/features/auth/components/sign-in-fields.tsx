import { messages } from '@hoogo/core';
import type { InputHTMLAttributes } from 'react';
import { FormEmailInput, FormInput } from '@/components/ui/form';
import { typing } from '@/components/ui/input';

const t = messages.login;

type EnterKeyHint = InputHTMLAttributes<HTMLInputElement>['enterKeyHint'];

/** The email the person signs in with (field `email` of the surrounding Form). */
export function SignInEmailInput({
  autoComplete,
  enterKeyHint,
}: {
  /** `username` beside a password, so the password manager pairs the two. */
  autoComplete: 'email' | 'username';
  enterKeyHint?: EnterKeyHint;
}) {
  return (
    <FormEmailInput
      name="email"
      label={t.emailLabel}
      autoComplete={autoComplete}
      enterKeyHint={enterKeyHint}
      placeholder={t.emailPlaceholder}
    />
  );
}

/** The name of the account being made (field `name` of the surrounding Form). */
export function AccountNameInput({ enterKeyHint }: { enterKeyHint: EnterKeyHint }) {
  return (
    <FormInput
      name="name"
      label={t.nameLabel}
      {...typing.personName}
      enterKeyHint={enterKeyHint}
      placeholder={t.namePlaceholder}
    />
  );
}
