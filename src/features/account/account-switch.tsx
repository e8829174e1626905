import { Trans } from "@lingui/react/macro";
import { ArrowLeftRight } from "lucide-static";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser } from "#state/session.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { keptRealSession, switchBackToReal, switchToDemo } from "./demo-switch.ts";

/** A registered user opens the demo account, and goes back to the real one, without logging out. */
export function AccountSwitch({ user }: { user: User }) {
  const open = () => switchToDemo().catch(() => {
    // Shown by the API client; the real session stays as it was.
  });
  if (!isDemoUser(user)) {
    return (
      <button type="button" className="account-switch" onClick={() => void open()} data-testid="open-demo">
        <SvgIcon svg={ArrowLeftRight} size={16} />
        <Trans>Open the demo account</Trans>
      </button>
    );
  }
  if (!keptRealSession()) return null;
  return (
    <button type="button" className="account-switch" onClick={switchBackToReal} data-testid="back-to-real">
      <SvgIcon svg={ArrowLeftRight} size={16} />
      <Trans>Back to the real account</Trans>
    </button>
  );
}
