// Init script of the tick-latency benchmark (plain browser JS, injected before the app's own
// scripts). It learns each price's server send time from the frames the realtime worker forwards
// on the "pipwise-live" channel and stamps the moment that price appears in a home row. Only rows
// on screen count: an off-screen row may wait until it scrolls in, and no user sees it meanwhile.
// With `window.__latencyProbeTarget = "orders"` (set by an init script before this one) it watches
// the open positions of /order instead: each row's live price against the FOREX_TRADE frames.
// With "trade" it watches the sell price of /trade, the instrument `window.__latencyProbeCode`,
// against the DAY_MARKET frames: the page that also draws the chart on every tick.
// While the run lasts it only keeps the raw frames and the rows' changes; parsing and matching
// them waits until the run is over, so the measured tab pays no more than a user's would.
// Beside the DOM write it times the paint: the start of the first animation frame that begins after
// the write. The store writes the prices in an animation frame callback, and Chromium begins the next
// main frame only once the compositor took that frame's paint, so this is when the change goes to the
// screen (its own draw, a frame interval at most, comes on top).
// To take the page's part apart it wraps requestAnimationFrame: each write is dated against the frame
// that made it (its begin time and when its callback started), and each frame against when the tab heard it.
(() => {
  const LIVE_CHANNEL = "pipwise-live";
  const TARGETS = {
    quotes: { row: '[data-testid="quote-row"]', key: "data-code", price: '[data-testid="quote-price"]', topic: "DAY_MARKET", itemKey: (q) => q.Code, itemPrice: (q) => q.Close },
    orders: { row: '[data-testid="holding-row"]', key: "data-order-id", price: '[data-testid="order-price"]', topic: "FOREX_TRADE", itemKey: (o) => String(o.Id), itemPrice: (o) => o.UpdatePrice },
    trade: { row: '[data-testid="trade-sell"]', rowKey: () => window.__latencyProbeCode, price: '[data-testid="sell-price"]', topic: "DAY_MARKET", itemKey: (q) => q.Code, itemPrice: (q) => q.Bid },
  };
  const target = () => TARGETS[window.__latencyProbeTarget ?? "quotes"];
  /** Frames kept from before the run: enough for every code's latest prices. */
  const FRAMES_BEFORE_RUN = 512;
  /** raw channel frames with when this tab received them, oldest first; `dropped` were let go */
  let frames = [];
  let dropped = 0;
  /**
   * row changes: [code, shown text, at, on screen, frames received by then, while recording, painted at,
   * the frame callback last started then: [its frame's begin, its start], written at, painted at (wall-clock ms)]
   */
  let changes = [];
  /** changes of the run waiting for the next frame to begin, with performance.now() at their write */
  let unpainted = [];
  let recording = false;
  let longTasks = 0;
  /** rows intersecting the viewport, kept by an IntersectionObserver (no layout read per change) */
  const onScreen = new Set();
  const rowObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
  });
  let animationFrames = 0;
  let startedAt = 0;
  /** wall-clock ms with the precision of performance.now() */
  const wall = (at) => performance.timeOrigin + at;
  /** the last animation frame callback to start: its frame's begin time and its own start, wall-clock ms */
  let lastCallback = [Number.NaN, Number.NaN];
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((frameTime) => {
      lastCallback = [wall(frameTime), wall(performance.now())];
      callback(frameTime);
    });

  const countFrame = () => {
    if (!recording) return;
    animationFrames++;
    requestFrame(countFrame);
  };

  new BroadcastChannel(LIVE_CHANNEL).addEventListener("message", (event) => {
    if (typeof event.data !== "string") return;
    frames.push([event.data, Date.now(), wall(performance.now())]);
    if (!recording && frames.length > 2 * FRAMES_BEFORE_RUN) forgetBefore(frames.length - FRAMES_BEFORE_RUN);
  });

  /** Lets go of the oldest `count` frames and the row changes that only they could explain. */
  function forgetBefore(count) {
    frames = frames.slice(count);
    dropped += count;
    changes = changes.filter((change) => change[4] > dropped);
  }

  /** Dates every change written before this frame's start: the frame after the one that drew it. */
  const painted = (frameStart) => {
    unpainted = unpainted.filter(([change, writtenAt]) => {
      if (frameStart <= writtenAt) return true;
      change[6] = change[2] + (frameStart - writtenAt);
      change[9] = wall(frameStart);
      return false;
    });
    if (unpainted.length > 0) requestFrame(painted);
  };

  const observer = new MutationObserver((records) => {
    const at = Date.now();
    const writtenAt = performance.now();
    const seen = new Set();
    for (const record of records) {
      const node = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : record.target;
      const { row: rowSelector, key, rowKey, price } = target();
      const priceEl = node?.closest?.(price);
      if (!priceEl || seen.has(priceEl)) continue;
      seen.add(priceEl);
      const row = priceEl.closest(rowSelector);
      const code = row && (rowKey ? rowKey(row) : row.getAttribute(key));
      if (!code) continue;
      const change = [code, priceEl.textContent ?? "", at, onScreen.has(row), dropped + frames.length, recording, Number.NaN, lastCallback, wall(writtenAt), Number.NaN];
      changes.push(change);
      if (!recording) continue;
      if (unpainted.length === 0) requestFrame(painted);
      unpainted.push([change, writtenAt]);
    }
  });
  const observe = () => observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  if (document.documentElement) observe();
  else document.addEventListener("readystatechange", observe, { once: true });

  // The wire and the row may differ only by trailing zeros.
  const canonical = (text) => {
    const t = text.trim();
    return t.includes(".") ? t.replace(/0+$/, "").replace(/\.$/, "") : t;
  };

  /**
   * Replays the kept frames and row changes in the order the tab saw them. `workerHops` maps a frame
   * (`ts:length`) to when the realtime worker received it from the socket and posted it to the tabs.
   */
  function match(workerHops) {
    /** code → frames (price, ts, receivedAt) not yet seen in the DOM, oldest first */
    const pending = new Map();
    const result = { samples: [], hops: [], unmatched: 0, offscreen: 0 };
    const { topic, itemKey, itemPrice } = target();
    const receive = ([raw, receivedAt, heardAt]) => {
      const frame = JSON.parse(raw);
      if (frame.topic !== topic || frame.snapshot) return;
      const hop = workerHops[`${frame.ts}:${raw.length}`] ?? [Number.NaN, Number.NaN];
      for (const item of frame.data) {
        const price = itemPrice(item);
        if (price === undefined) continue;
        const key = itemKey(item);
        const list = pending.get(key) ?? [];
        list.push({ price: canonical(price), ts: frame.ts, receivedAt, hops: [...hop, heardAt] });
        // A tab paints at most once per animation frame; older frames only matter as the start of a run.
        if (list.length > 64) list.splice(0, list.length - 64);
        pending.set(key, list);
      }
    };
    let next = 0;
    for (const [code, text, at, visible, received, measured, paintedAt, callback, writtenAt, shownAt] of changes) {
      while (dropped + next < received) receive(frames[next++]);
      priceShown(pending.get(code), canonical(text), { at, paintedAt, callback, writtenAt, shownAt }, visible, measured, result);
    }
    return result;
  }

  /**
   * The row shows the latest quote received before the render, so the last pending frame carries
   * the shown price; when several frames in a row carried that same price, it was first sent by
   * the earliest of them.
   */
  function priceShown(list, price, { at, paintedAt, callback, writtenAt, shownAt }, visible, measured, result) {
    if (!list || list.length === 0) return;
    let i = list.length - 1;
    while (i >= 0 && list[i].price !== price) i--;
    if (i < 0) {
      if (measured) result.unmatched++;
      return;
    }
    let first = i;
    while (first > 0 && list[first - 1].price === price) first--;
    const sent = list[first];
    if (measured && visible) {
      result.samples.push([at - sent.ts, sent.receivedAt - sent.ts, paintedAt - sent.ts]);
      // A write made outside a frame callback (one that began before the tab heard the price) has no frame part.
      const [frameBegin, callbackStart] = callback[1] >= sent.hops[2] ? callback : [Number.NaN, Number.NaN];
      result.hops.push([...sent.hops, frameBegin, callbackStart, writtenAt, shownAt].map((time) => time - sent.ts));
    } else if (measured) result.offscreen++;
    list.splice(0, i + 1);
  }

  new PerformanceObserver((list) => {
    if (recording) longTasks += list.getEntries().filter((e) => e.duration > 50).length;
  }).observe({ type: "longtask" });

  /** Frames over 50 ms while recording, split the way DevTools does: scripts by source, then rendering. */
  const longFrames = [];
  const fileOf = (url) => url.split("/").pop() || "(no url)";
  new PerformanceObserver((list) => {
    if (!recording) return;
    for (const frame of list.getEntries()) {
      const end = frame.startTime + frame.duration;
      longFrames.push({
        duration: frame.duration,
        blocking: frame.blockingDuration,
        render: frame.renderStart ? end - frame.renderStart : 0,
        styleAndLayout: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
        scripts: frame.scripts.map((s) => ({
          source: `${s.invokerType} ${s.invoker} → ${s.sourceFunctionName || "(anonymous)"} ${fileOf(s.sourceURL)}:${s.sourceCharPosition}`,
          duration: s.duration,
          forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: "long-animation-frame" });

  window.__latencyProbe = {
    start() {
      if (frames.length > FRAMES_BEFORE_RUN) forgetBefore(frames.length - FRAMES_BEFORE_RUN);
      longTasks = 0;
      unpainted = [];
      longFrames.length = 0;
      animationFrames = 0;
      for (const row of document.querySelectorAll(target().row)) rowObserver.observe(row);
      startedAt = performance.now();
      recording = true;
      requestFrame(countFrame);
    },
    stop(workerHops = {}) {
      recording = false;
      const framesPerSecond = (animationFrames * 1000) / (performance.now() - startedAt);
      rowObserver.disconnect();
      onScreen.clear();
      return { ...match(workerHops), longTasks, longFrames: longFrames.slice(), framesPerSecond };
    },
  };
})();
