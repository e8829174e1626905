import { useMemo } from "react";
import { qrDrawing } from "#image/qr-drawing.ts";
import "./qr-code.css";

interface QrCodeProps {
  text: string;
  /** What the code holds, for screen readers: "QR code of the deposit address". */
  label: string;
  testId?: string;
}

/** `text` as a QR code for another phone's camera; dark on white whatever the theme, so every scanner reads it. */
export function QrCode({ text, label, testId }: QrCodeProps) {
  const { size, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
