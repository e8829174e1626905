/// <reference lib="webworker" />
import type { PushPayload } from "#domain/push.ts";

const ICON = "/icon-192.png";

/**
 * The payload of a push message, or null when it is not one of ours. The click target must be a
 * path of this app: a message that named another origin would otherwise open it.
 */
export function payloadOf(data: unknown): PushPayload | null {
  if (typeof data !== "object" || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || title === "" || typeof body !== "string") return null;
  const safeUrl = typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : "/";
  return { title, body, url: safeUrl, tag: typeof tag === "string" ? tag : "" };
}

function parsed(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

/** The tab to reuse for a click: one already showing the app, the focused one first. */
function pickClient(clients: readonly WindowClient[]): WindowClient | undefined {
  return clients.find((client) => client.focused) ?? clients[0];
}

/**
 * Shows the server's notifications (a position closed by a trigger, a decided review) even with no
 * tab open, and a click brings the app forward on the page the notification is about.
 */
export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener("push", (event: PushEvent) => {
    const payload = payloadOf(parsed(event));
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        badge: ICON,
        ...(payload.tag ? { tag: payload.tag } : {}),
        data: { url: payload.url },
      }),
    );
  });

  self.addEventListener("notificationclick", (event: NotificationEvent) => {
    event.notification.close();
    const url = new URL(payloadOf({ title: "-", body: "", ...(event.notification.data as object) })?.url ?? "/", self.location.origin).href;
    event.waitUntil(
      (async () => {
        const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const client = pickClient(open.filter((candidate) => new URL(candidate.url).origin === self.location.origin));
        if (!client) {
          await self.clients.openWindow(url);
          return;
        }
        const focused = await client.focus();
        // navigate() is refused for a client this worker does not control yet; the focused tab is still the best we have.
        await focused.navigate(url).catch(() => undefined);
      })(),
    );
  });
}
