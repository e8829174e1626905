import { useState } from "react";
import { useMatch } from "@tanstack/react-router";

/**
 * The `?id=` of /trade. While another tab is shown the /trade match is gone; the kept-alive page
 * then holds on to the last id instead of falling back to the default instrument.
 */
export function useTradeId(): number | undefined {
  const match = useMatch({ from: "/trade", shouldThrow: false, select: (m) => ({ id: m.search.id }) });
  const [kept, setKept] = useState(match?.id);
  if (match && match.id !== kept) setKept(match.id);
  return match ? match.id : kept;
}
