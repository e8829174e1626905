import { useLingui } from "@lingui/react/macro";
import { useRefreshedUser } from "#data/account/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { ServiceNotice } from "#ui/service-notice.tsx";
import { BalanceCard } from "./balance-card.tsx";
import { InstallCard } from "./install-card.tsx";
import { PushCard } from "./push-card.tsx";
import { UserEntries } from "./user-entries.tsx";
import { UserIdentity } from "./user-identity.tsx";
import "./account.css";

/** /user: the user centre tab. Its effects rerun each time the tab is shown again. */
export function UserCentrePage() {
  const { t } = useLingui();
  const user = useRefreshedUser();

  return (
    <div className="page user-centre" data-testid="user-centre">
      <PageHeader title={t`User centre`} back={false} />
      {user && (
        <>
          <UserIdentity user={user} />
          <BalanceCard user={user} />
          <InstallCard />
          <PushCard />
          <UserEntries user={user} />
          <ServiceNotice />
        </>
      )}
    </div>
  );
}

export default UserCentrePage;
