import { Icon } from "./icons.tsx";

// The quotes list's row tools and reorder controls; apart from icons.tsx, so the move controls' icons load with them.

export const InfoIcon = () => (
  <Icon width="18" height="18"><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.01" /></Icon>
);

/** Filled when the instrument is a favourite. */
export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Icon width="18" height="18" fill={filled ? "currentColor" : "none"}><path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" /></Icon>
);

export const GripIcon = () => (
  <Icon width="18" height="18"><path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth="3" /></Icon>
);

export const ArrowUpIcon = () => (
  <Icon width="16" height="16"><path d="M12 19V5M6 11l6-6 6 6" /></Icon>
);

export const ArrowDownIcon = () => (
  <Icon width="16" height="16"><path d="M12 5v14M6 13l6 6 6-6" /></Icon>
);
