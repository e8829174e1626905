import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { forgetPushSubscription, pushKey, savePushSubscription } from "../../api/push.ts";
import { pushToast } from "../../state/toasts.ts";
import { isSameKey, keyBytes } from "./push-key.ts";

/** unsupported: no Web Push here (or no service worker, as in development); denied: blocked in the browser's settings. */
export type PushStatus = "unsupported" | "checking" | "denied" | "off" | "on";

function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

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
}

/**
 * This browser's notifications: whether they are on, and turning them on (the browser asks for
 * permission, subscribes with the server's key through the service worker, the server keeps it)
 * or off. A subscription the browser already holds is handed to the server again, quietly, so the
 * logged-in user and the current language are the ones its notifications go to.
 */
export function usePushNotifications() {
  const { t } = useLingui();
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
      setStatus(held && Notification.permission === "granted" ? "on" : "off");
      if (held && Notification.permission === "granted") await savePushSubscription(held.toJSON(), true).catch(() => undefined);
    })().catch(() => live && setStatus("unsupported"));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setStatus(permission === "denied" ? "denied" : "off");
      const reg = await registration();
      if (!reg) return setStatus("unsupported");
      const key = keyBytes(await pushKey());
      let subscription = await reg.pushManager.getSubscription();
      if (subscription && !isSameKey(subscription.options.applicationServerKey, key)) {
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
      setStatus("off");
    } catch {
      pushToast(t`Notifications could not be turned off; try again`, "error");
    } finally {
      setBusy(false);
    }
  }, [t]);

  return { status, busy, turnOn, turnOff };
}
