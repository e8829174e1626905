import { proxy, ref } from "valtio";
import { readStored, writeStored } from "./stored.ts";

/** Chromium's install event (not in TypeScript's DOM library): the browser's own install dialog, held for later. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const ANSWERED_KEY = "pipwise.install-answered";

/**
 * Installing is offered once: while the browser allows it and the user has not answered yet
 * (installed, or said "Not now"), whatever the answer was.
 */
export const installOffer = proxy<{ event: InstallPromptEvent | null; answered: boolean }>({
  event: null,
  answered: readStored(ANSWERED_KEY) !== null,
});

/** Keeps the browser's install event instead of its own mini-bar, for the app to offer at a better moment. */
export function holdInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installOffer.event = ref(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => answer("installed"));
}

function answer(outcome: string): void {
  writeStored(ANSWERED_KEY, outcome);
  installOffer.answered = true;
  installOffer.event = null;
}

/** Opens the browser's install dialog; whatever the user chooses there, the offer is not made again. */
export async function installApp(): Promise<void> {
  const event = installOffer.event;
  if (!event) return;
  await event.prompt();
  answer((await event.userChoice).outcome);
}

export const declineInstall = (): void => answer("not-now");
