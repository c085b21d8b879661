import { messages } from '@hoogo/core';
import { useProfileInfo } from '@/lib/profile-info';

/**
 * The dashboard's heading, greeting the signed-in organiser by their profile name, or without a name
 * when the account has none (never by the email's handle, "olivia.organiser").
 */
export function DashboardGreeting() {
  const profile = useProfileInfo();
  const name = profile.data?.name;
  return (
    <div>
      <p className="min-h-6 text-sm font-semibold text-brand-700" aria-live="polite">
        {profile.data ? (name ? messages.dashboard.welcome(name) : messages.dashboard.welcomeNoName) : null}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {messages.dashboard.title}
      </h1>
      <p className="mt-2 text-slate-600">{messages.dashboard.lead}</p>
    </div>
  );
}
