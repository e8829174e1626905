import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { forgetPushSubscription, pushKey, savePushSubscription } from "#api/push.ts";
import { sessionState } from "#state/session.ts";
import { readStored, writeStored } from "#state/stored.ts";
import { pushToast } from "#state/toasts.ts";
import { isSameKey, keyBytes } from "./push-key.ts";

/** unsupported: no Web Push here (or no service worker, as in development); denied: blocked in the browser's settings. */
export type PushStatus = "unsupported" | "checking" | "denied" | "off" | "on";

function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The uid of the user who turned notifications on in this browser: another user is asked first. */
const OWNER_KEY = "pipwise.push-owner";
const currentUid = () => sessionState.user?.uid ?? null;

/** The session and language the held subscription was last handed to the server for, in this page load. */
let handedFor: string | null = null;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration("/");
}

/**
 * On logging out: the browser stops holding the subscription, so whoever logs in next on it is
 * asked before being notified. (The server already stopped using it with the session.)
 */
export async function dropBrowserSubscription(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
  writeStored(OWNER_KEY, null);
}

/**
 * This browser's notifications: whether they are on, and turning them on (the browser asks for
 * permission, subscribes with the server's key through the service worker, the server keeps it)
 * or off. A subscription the browser already holds for the logged-in user is handed to the server
 * again, quietly, so this session and the current language are the ones its notifications go to;
 * one left by another user shows as off.
 */
export function usePushNotifications() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<PushStatus>(() => (pushSupported() ? "checking" : "unsupported"));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      const reg = await registration();
      if (!reg) return live && setStatus("unsupported");
      if (Notification.permission === "denied") return live && setStatus("denied");
      const held = await reg.pushManager.getSubscription();
      if (!live) return;
      // Another user's subscription (their session ended without a log-out) is not handed to this one.
      const mine = held !== null && Notification.permission === "granted" && readStored(OWNER_KEY) === currentUid();
      setStatus(mine ? "on" : "off");
      // The user centre is shown again and again: tell the server once per session and language.
      const handing = `${sessionState.token}|${i18n.locale}`;
      if (!mine || handedFor === handing) return;
      handedFor = handing;
      await savePushSubscription(held.toJSON(), true).catch(() => {
        handedFor = null;
      });
    })().catch(() => live && setStatus("unsupported"));
    return () => {
      live = false;
    };
  }, [i18n.locale]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setStatus(permission === "denied" ? "denied" : "off");
      const reg = await registration();
      if (!reg) return setStatus("unsupported");
      const key = keyBytes(await pushKey());
      let subscription = await reg.pushManager.getSubscription();
      // A subscription left by someone else, or made with another key, is replaced by a new one.
      if (subscription && (readStored(OWNER_KEY) !== currentUid() || !isSameKey(subscription.options.applicationServerKey, key))) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      try {
        await savePushSubscription(subscription.toJSON());
      } catch (error) {
        // The server refused it (and said why in a toast): do not leave the browser subscribed for nothing.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      writeStored(OWNER_KEY, currentUid());
      setStatus("on");
    } catch (error) {
      if (error instanceof DOMException) pushToast(t`Notifications could not be turned on in this browser`, "error");
    } finally {
      setBusy(false);
    }
  }, [t]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (subscription) {
        await forgetPushSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      writeStored(OWNER_KEY, null);
      setStatus("off");
    } catch {
      pushToast(t`Notifications could not be turned off; try again`, "error");
    } finally {
      setBusy(false);
    }
  }, [t]);

  return { status, busy, turnOn, turnOff };
}
