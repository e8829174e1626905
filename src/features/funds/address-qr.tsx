import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { qrDrawing } from "./qr-drawing.ts";

/** The deposit address as a QR code, for a wallet app on another phone to scan; dark on white whatever the theme. */
export function AddressQr({ address }: { address: string }) {
  const { t } = useLingui();
  const { size, path } = useMemo(() => qrDrawing(address), [address]);
  return (
    <svg className="deposit-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={t`QR code of the deposit address`}
      shapeRendering="crispEdges" data-testid="deposit-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
