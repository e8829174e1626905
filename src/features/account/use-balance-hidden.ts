import { useState } from "react";
import { readStored, writeStored } from "#state/stored.ts";

const HIDDEN_STORAGE_KEY = "pipwise.balance_hidden";

/** Whether the balance shows as stars; the choice outlives the page (someone may be looking over a shoulder). */
export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => readStored(HIDDEN_STORAGE_KEY) === "1");
  const toggle = () => {
    writeStored(HIDDEN_STORAGE_KEY, hidden ? null : "1");
    setHidden(!hidden);
  };
  return [hidden, toggle];
}
