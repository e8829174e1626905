import type { SVGProps } from "react";

/** Line icons drawn on a 24-unit grid; they take the text colour. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}

export const QuotesIcon = () => (
  <Icon><path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" /></Icon>
);

export const TradeIcon = () => (
  <Icon><path d="M7 4v16M17 4v16" /><rect x="5" y="8" width="4" height="7" rx="1" /><rect x="15" y="6" width="4" height="8" rx="1" /></Icon>
);

export const OrdersIcon = () => (
  <Icon><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M9 8h6M9 12h6M9 16h4" /></Icon>
);

export const DocumentaryIcon = () => (
  <Icon><circle cx="9" cy="8" r="3" /><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.7-4.9-4-5.7" /></Icon>
);

export const RankingIcon = () => (
  <Icon><path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3" /></Icon>
);

/** Points to the reading start; CSS mirrors it for right-to-left languages. */
export const BackIcon = () => (
  <Icon className="icon-directional"><path d="M15 5l-7 7 7 7" /></Icon>
);

export const SearchIcon = () => (
  <Icon width="18" height="18"><circle cx="11" cy="11" r="6" /><path d="M20 20l-4.5-4.5" /></Icon>
);

export const ChevronDownIcon = () => (
  <Icon width="16" height="16"><path d="M6 9l6 6 6-6" /></Icon>
);

export const CloseIcon = () => (
  <Icon width="20" height="20"><path d="M6 6l12 12M18 6L6 18" /></Icon>
);

export const GlobeIcon = () => (
  <Icon><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" /></Icon>
);

export const UserIcon = () => (
  <Icon><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" /></Icon>
);
