import { emailLocalPart, messages } from '@hoogo/core';
import { useProfileInfo } from '@/lib/profile-info';
import { storage } from '@/lib/storage';

/** The dashboard's heading, greeting the signed-in organiser by their profile name. */
export function DashboardGreeting() {
  const profile = useProfileInfo();
  const name = profile.data?.name || emailLocalPart(profile.data?.email ?? storage.get('userEmail'));
  return (
    <div>
      <p className="min-h-6 text-sm font-semibold text-brand-700" aria-live="polite">
        {profile.data && name ? messages.dashboard.welcome(name) : null}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {messages.dashboard.title}
      </h1>
      <p className="mt-2 text-slate-600">{messages.dashboard.lead}</p>
    </div>
  );
}
