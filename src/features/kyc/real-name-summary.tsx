import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Hourglass } from "lucide-static";
import type { RealNameRecord } from "#domain/contract/identity.ts";
import { REVIEW_CERTIFIED } from "#domain/identity.ts";
import { PictureView } from "#widgets/picture-view.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { ID_CARD_FRAME } from "./id-card-frame.ts";

/** Review status 1 (waiting) and 2 (certified): what was sent, read-only. */
export function RealNameSummary({ record }: { record: RealNameRecord }) {
  const { t } = useLingui();
  const certified = record.review_status === REVIEW_CERTIFIED;
  return (
    <section className="kyc-summary" data-testid="real-name-summary" data-status={record.review_status}>
      <div className={certified ? "kyc-banner kyc-banner-certified" : "kyc-banner"} data-testid="real-name-status">
        <SvgIcon svg={certified ? BadgeCheck : Hourglass} size={28} />
        <div>
          <strong>{certified ? <Trans>Verified</Trans> : <Trans>Under review</Trans>}</strong>
          <p className="muted">
            {certified
              ? <Trans>Your name and ID card have been confirmed.</Trans>
              : <Trans>We are checking your details. This page updates as soon as we decide.</Trans>}
          </p>
        </div>
      </div>
      <dl className="kyc-details">
        <div>
          <dt className="muted"><Trans>Full name</Trans></dt>
          <dd data-testid="real-name-name">{record.name}</dd>
        </div>
        <div>
          <dt className="muted"><Trans>ID number</Trans></dt>
          <dd data-testid="real-name-card-id"><span className="num">{record.card_id}</span></dd>
        </div>
      </dl>
      <div className="kyc-pictures">
        <figure>
          <PictureView url={record.front_pic} alt={t`Front of the ID card`} {...ID_CARD_FRAME} />
          <figcaption className="muted"><Trans>Front of the ID card</Trans></figcaption>
        </figure>
        <figure>
          <PictureView url={record.reverse_pic} alt={t`Back of the ID card`} {...ID_CARD_FRAME} />
          <figcaption className="muted"><Trans>Back of the ID card</Trans></figcaption>
        </figure>
      </div>
    </section>
  );
}
