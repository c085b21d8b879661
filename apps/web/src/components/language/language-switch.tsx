import { apiPath, LANGUAGE_NAMES, LOCALES, type Locale, messages } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import Languages from 'lucide-react/icons/languages';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { adoptAccountLanguage, chooseLanguage, useLocale } from '@/lib/language';
import { profileInfoQueryOptions, useProfileInfo } from '@/lib/profile-info';
import { storage } from '@/lib/storage';

/**
 * The navbar's language switch (docs/decisions/0086-five-languages.md): each language by its own name.
 * The choice is kept on this device and, signed in, on the account, so the mails follow it; an account's
 * choice is taken on a device that has none. A native select, so a phone shows its own picker; it lies
 * over the icon and the short code it shows, transparent, so the control stays small at 360 px.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const signedIn = Boolean(storage.get('accessToken')) && storage.get('userEmail') !== '';
  const profile = useProfileInfo(signedIn);
  const accountLanguage = profile.data?.language ?? null;

  useEffect(() => adoptAccountLanguage(accountLanguage), [accountLanguage]);

  async function choose(next: Locale) {
    await chooseLanguage(next);
    if (signedIn && next !== accountLanguage) {
      // Kept on the account for the mails (the answer is the profile); the device keeps it even if this
      // call fails.
      await api
        .patch(apiPath('updateProfile'), { language: next })
        .then(({ response }) => queryClient.setQueryData(profileInfoQueryOptions().queryKey, response))
        .catch(() => undefined);
    }
  }

  const shown = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en';
  return (
    <div className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100">
      <Languages aria-hidden="true" className="hidden size-5 sm:block" />
      <span aria-hidden="true">{shown.split('-')[0]?.toUpperCase()}</span>
      <select
        aria-label={messages.language.label}
        value={shown}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
