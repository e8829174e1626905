import type { ClientSession } from "./client-session.ts";

const NONE: ReadonlySet<ClientSession> = new Set();

/** Who follows what: topic → sessions and user → sessions, so fan-out never scans every socket. */
export class TopicIndex {
  private readonly byTopic = new Map<string, Set<ClientSession>>();
  private readonly byUser = new Map<number, Set<ClientSession>>();

  subscribe(session: ClientSession, topic: string): void {
    session.subscriptions.add(topic);
    addTo(this.byTopic, topic, session);
  }

  unsubscribe(session: ClientSession, topic: string): void {
    session.subscriptions.delete(topic);
    session.backlog.delete(topic);
    session.awaitingSnapshot.delete(topic);
    removeFrom(this.byTopic, topic, session);
  }

  subscribers(topic: string): ReadonlySet<ClientSession> {
    return this.byTopic.get(topic) ?? NONE;
  }

  hasSubscribers(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  setUser(session: ClientSession, userId: number | undefined): void {
    if (session.userId !== undefined) removeFrom(this.byUser, session.userId, session);
    session.userId = userId;
    if (userId !== undefined) addTo(this.byUser, userId, session);
  }

  sessionsOf(userId: number): ReadonlySet<ClientSession> {
    return this.byUser.get(userId) ?? NONE;
  }

  remove(session: ClientSession): void {
    for (const topic of [...session.subscriptions]) this.unsubscribe(session, topic);
    this.setUser(session, undefined);
  }
}

function addTo<K>(map: Map<K, Set<ClientSession>>, key: K, session: ClientSession): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(session);
}

/** Empty sets are dropped so `hasSubscribers` stays a cheap "anyone listening?" check. */
function removeFrom<K>(map: Map<K, Set<ClientSession>>, key: K, session: ClientSession): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(session);
  if (set.size === 0) map.delete(key);
}
