import { Fragment } from "react";
import { useLingui } from "@lingui/react/macro";
import { useRefreshedUser } from "#data/account/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { ServiceNotice } from "#ui/service-notice.tsx";
import { AccountKindBadge } from "#widgets/account-kind-badge.tsx";
import { AccountSwitch } from "./account-switch.tsx";
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
      <PageHeader title={t`User centre`} back={false} end={<AccountKindBadge />} />
      {user && (
        // A switch between the demo and the real account shows the other account's balance afresh.
        <Fragment key={user.id}>
          <UserIdentity user={user} />
          <BalanceCard user={user} />
          <AccountSwitch user={user} />
          <InstallCard />
          <PushCard />
          <UserEntries user={user} />
          <ServiceNotice />
        </Fragment>
      )}
    </div>
  );
}

export default UserCentrePage;
