import { Navbar } from '@/components/layouts/navbar';
import { LinkedinConnectPage } from '@/features/game/components/linkedin-connect-page';

export function LinkedinConnectRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <LinkedinConnectPage />
      </main>
    </div>
  );
}
