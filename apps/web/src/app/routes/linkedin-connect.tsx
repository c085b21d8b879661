import { NavbarPage } from '@/components/layouts/navbar-page';
import { LinkedinConnectPage } from '@/features/game/components/linkedin-connect-page';

export function LinkedinConnectRoute() {
  return (
    <NavbarPage column="full">
      <LinkedinConnectPage />
    </NavbarPage>
  );
}
