import type { CSSProperties } from "react";
import "./svg-icon.css";

interface SvgIconProps {
  /** An SVG string from lucide-static: trusted package content, never user input. */
  svg: string;
  size?: number;
  className?: string;
}

/** A lucide-static icon drawn in the text colour; purely decorative, so hidden from screen readers. */
export function SvgIcon({ svg, size = 20, className }: SvgIconProps) {
  return (
    <span className={className ? `svg-icon ${className}` : "svg-icon"} aria-hidden="true"
      style={{ "--icon-size": `${size}px` } as CSSProperties} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
