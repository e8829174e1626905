import { PushKeyResponse, PushSubscribeRequest, PushUnsubscribeRequest } from "../push.ts";
import { get, NoAnswer, NoInput, post } from "./route.ts";

/** The user centre's notifications for this browser; any session, demo accounts too. The subscribe calls are JSON. */
export const PUSH_ROUTES = {
  key: get("/api/push/key", NoInput, PushKeyResponse),
  subscribe: post("/api/push/subscribe", PushSubscribeRequest, NoAnswer),
  unsubscribe: post("/api/push/unsubscribe", PushUnsubscribeRequest, NoAnswer),
};
