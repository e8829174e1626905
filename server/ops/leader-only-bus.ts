import type { Bus } from "../bus.ts";

/**
 * The bus as a listener that must act once across all processes hears it (the Web Push notifier):
 * messages reach its listeners only while this process leads. Publishing is untouched.
 */
export function whileLeading(bus: Bus, leading: () => boolean): Bus {
  return {
    publish: (channel, message) => bus.publish(channel, message),
    publishHeard: (channel, message) => bus.publishHeard(channel, message),
    subscribe: (channel, listener) =>
      bus.subscribe(channel, (message) => {
        if (leading()) listener(message);
      }),
    health: () => bus.health(),
    onGap: (listener) => bus.onGap(listener),
  };
}
