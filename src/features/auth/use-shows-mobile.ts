import { useEffect, useState } from "react";
import { showsMobile } from "../../api/default-set.ts";

/** Whether the operator offers mobile numbers (setting is_show_mobile); e-mail only until known. */
export function useShowsMobile(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    showsMobile().then(
      (value) => mounted && setShown(value),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}
