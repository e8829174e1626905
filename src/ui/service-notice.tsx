import { Trans } from "@lingui/react/macro";
import "./service-notice.css";

/** Where a visitor arrives, registers, and in the user centre, the countries the broker does not serve. */
export function ServiceNotice() {
  return (
    <p className="service-notice" data-testid="service-notice">
      <Trans>Our services are not provided to residents of North Korea, Israel, China, Vanuatu and Cuba.</Trans>
    </p>
  );
}
