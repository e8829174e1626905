import { Trans } from "@lingui/react/macro";
import { ArrowLeftRight } from "lucide-static";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser } from "#state/session.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { isOwnDemo, switchBackToReal, switchToDemo } from "./demo-switch.ts";

/** Shown by the API client; the session stays as it was. */
const quietly = (switching: () => Promise<void>) => () => void switching().catch(() => {});

/** A registered user opens their own demo account, and goes back to the real one, without logging out. */
export function AccountSwitch({ user }: { user: User }) {
  if (!isDemoUser(user)) {
    return (
      <button type="button" className="account-switch" onClick={quietly(switchToDemo)} data-testid="open-demo">
        <SvgIcon svg={ArrowLeftRight} size={16} />
        <Trans>Open the demo account</Trans>
      </button>
    );
  }
  if (!isOwnDemo(user)) return null;
  return (
    <button type="button" className="account-switch" onClick={quietly(switchBackToReal)} data-testid="back-to-real">
      <SvgIcon svg={ArrowLeftRight} size={16} />
      <Trans>Back to the real account</Trans>
    </button>
  );
}
