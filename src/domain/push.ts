/** What a Web Push message carries, JSON-encoded and encrypted to the browser; the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app page a click opens (same origin, starting with "/"). */
  url: string;
  /** Notifications with the same tag replace each other rather than pile up. */
  tag: string;
}
