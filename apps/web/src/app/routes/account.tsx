import { Navbar } from '@/components/layouts/navbar';
import { AccountPage } from '@/features/account/components/account-page';

/** /account: the signed-in person's account, and deleting it (docs/data.md). */
export function AccountRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <AccountPage />
      </main>
    </div>
  );
}
