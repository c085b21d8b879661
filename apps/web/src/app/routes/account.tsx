import { NavbarPage } from '@/components/layouts/navbar-page';
import { AccountPage } from '@/features/account/components/account-page';

/** /account: the signed-in person's account, and deleting it (docs/data.md). */
export function AccountRoute() {
  return (
    <NavbarPage column="home">
      <AccountPage />
    </NavbarPage>
  );
}
