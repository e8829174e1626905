import { CODE_BAD_REQUEST } from "#domain/envelope.ts";
import type { ClientSession, SocketWithEvents } from "./client-session.ts";
import type { GatewayContext } from "./gateway-context.ts";
import type { GatewayLimits } from "./limits.ts";
import { parseFrame } from "./parse-frame.ts";
import { runCommand } from "./session-commands.ts";

/**
 * Reads a session's frames in order: each is answered only after the previous one, so a `sub`
 * sent right behind a `login` sees the login's outcome.
 */
export function attachSession(
  ctx: GatewayContext,
  session: ClientSession,
  socket: SocketWithEvents,
  limits: Pick<GatewayLimits, "maxFrameBytes" | "maxQueuedFrames">,
  onClose: () => void,
): void {
  let chain = Promise.resolve();
  let queued = 0;
  socket.on("message", (data, isBinary) => {
    session.lastSeen = ctx.clock();
    if (session.closed) return;
    if (++queued > limits.maxQueuedFrames) {
      onClose();
      return session.close(1008, "too many frames");
    }
    const frame = parseFrame(data, isBinary, limits.maxFrameBytes);
    chain = chain.then(async () => {
      try {
        if (session.closed) return;
        if (frame.ok) await runCommand(ctx, session, frame.message);
        else ctx.ack(session, frame.of, CODE_BAD_REQUEST, frame.text);
      } catch (err) {
        ctx.log.error({ err }, "socket frame could not be handled");
      } finally {
        queued--;
      }
    });
  });
  socket.on("close", onClose);
}
