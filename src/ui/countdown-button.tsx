import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { countdownDeadline, secondsLeft, startCountdown, watchCountdown } from "./countdown.ts";

interface CountdownButtonProps {
  /** What the countdown belongs to, e.g. "register:email:a@b.c": another address may be sent at once. */
  countdownKey: string;
  seconds: number;
  /**
   * Sends the code; a rejection (already toasted by the API client) leaves the button ready again.
   * Absent while there is nothing to send to: the button is then disabled.
   */
  onSend?: () => Promise<unknown>;
  testId?: string;
}

/** "Send code", then the seconds left until it may be sent again (60 s). */
export function CountdownButton({ countdownKey, seconds, onSend, testId }: CountdownButtonProps) {
  const [deadline, setDeadline] = useState(() => countdownDeadline(countdownKey));
  const [left, setLeft] = useState(() => secondsLeft(countdownDeadline(countdownKey), Date.now()));
  const [sending, setSending] = useState(false);

  // A new destination starts from its own deadline (usually none).
  useEffect(() => setDeadline(countdownDeadline(countdownKey)), [countdownKey]);
  useEffect(() => (deadline === undefined ? setLeft(0) : watchCountdown(deadline, setLeft)), [deadline]);

  const send = async () => {
    if (!onSend) return;
    setSending(true);
    try {
      await onSend();
      setDeadline(startCountdown(countdownKey, seconds));
    } catch {
      // The API client has shown why; the user may try again.
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="countdown-button" disabled={!onSend || sending || left > 0}
      onClick={() => void send()} data-testid={testId}>
      {left > 0 ? <span className="num">{left}s</span> : <Trans>Send code</Trans>}
    </button>
  );
}
