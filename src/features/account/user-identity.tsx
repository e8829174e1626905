import { Trans } from "@lingui/react/macro";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser } from "#state/session.ts";
import { useAreaCodes } from "#data/account/facade.ts";
import { formatPhone } from "#domain/format/format-phone.ts";

function PhoneNumber({ mobile, areaId }: { mobile: string; areaId: number | null }) {
  const areas = useAreaCodes();
  return <span className="num">{formatPhone(mobile, areaId, areas)}</span>;
}

/** Who is logged in: e-mail, phone number, or "mock account" for a demo user; and the uid. */
export function UserIdentity({ user }: { user: User }) {
  return (
    <section className="identity" data-testid="user-identity">
      <p className="identity-name" data-testid="user-name">
        {isDemoUser(user) ? (
          <Trans>Mock account</Trans>
        ) : user.email ? (
          <bdi>{user.email}</bdi>
        ) : (
          user.mobile && <PhoneNumber mobile={user.mobile} areaId={user.area_id} />
        )}
      </p>
      <p className="muted">
        UID <span className="num" data-testid="user-uid">{user.uid}</span>
      </p>
    </section>
  );
}
