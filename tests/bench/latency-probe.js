// Init script of the tick-latency benchmark (plain browser JS, injected before the app's own
// scripts). It learns each price's server send time from the frames the realtime worker forwards
// on the "pipwise-live" channel and stamps the moment that price appears in a home row. Only rows
// on screen count: an off-screen row may wait until it scrolls in, and no user sees it meanwhile.
(() => {
  const LIVE_CHANNEL = "pipwise-live";
  /** code → frames (price, ts) not yet seen in the DOM, oldest first */
  const pending = new Map();
  /** per shown price: [server send → DOM, server send → this tab's channel] in ms */
  const samples = [];
  let recording = false;
  let longTasks = 0;
  let unmatched = 0;
  let offscreen = 0;
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

  const countFrame = () => {
    if (!recording) return;
    animationFrames++;
    requestAnimationFrame(countFrame);
  };

  // The wire and the row may differ only by trailing zeros.
  const canonical = (text) => {
    const t = text.trim();
    return t.includes(".") ? t.replace(/0+$/, "").replace(/\.$/, "") : t;
  };

  new BroadcastChannel(LIVE_CHANNEL).addEventListener("message", (event) => {
    if (typeof event.data !== "string") return;
    const frame = JSON.parse(event.data);
    if (frame.topic !== "DAY_MARKET" || frame.snapshot) return;
    const receivedAt = Date.now();
    for (const quote of frame.data) {
      const list = pending.get(quote.Code) ?? [];
      list.push({ price: canonical(quote.Close), ts: frame.ts, receivedAt });
      // A tab paints at most once per animation frame; older frames only matter as the start of a run.
      if (list.length > 64) list.splice(0, list.length - 64);
      pending.set(quote.Code, list);
    }
  });

  /**
   * The row shows the latest quote received before the render, so the last pending frame carries
   * the shown price; when several frames in a row carried that same price, it was first sent by
   * the earliest of them.
   */
  function priceShown(code, text, at, visible) {
    const list = pending.get(code);
    const price = canonical(text);
    if (!list || list.length === 0) return;
    let i = list.length - 1;
    while (i >= 0 && list[i].price !== price) i--;
    if (i < 0) {
      if (recording) unmatched++;
      return;
    }
    let first = i;
    while (first > 0 && list[first - 1].price === price) first--;
    if (recording && visible) samples.push([at - list[first].ts, list[first].receivedAt - list[first].ts]);
    else if (recording) offscreen++;
    list.splice(0, i + 1);
  }

  const observer = new MutationObserver((records) => {
    const at = Date.now();
    const seen = new Set();
    for (const record of records) {
      const node = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : record.target;
      const priceEl = node?.closest?.('[data-testid="quote-price"]');
      if (!priceEl || seen.has(priceEl)) continue;
      seen.add(priceEl);
      const row = priceEl.closest('[data-testid="quote-row"]');
      const code = row?.getAttribute("data-code");
      if (code) priceShown(code, priceEl.textContent ?? "", at, onScreen.has(row));
    }
  });
  const observe = () => observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  if (document.documentElement) observe();
  else document.addEventListener("readystatechange", observe, { once: true });

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
      samples.length = 0;
      longTasks = 0;
      unmatched = 0;
      offscreen = 0;
      longFrames.length = 0;
      animationFrames = 0;
      for (const row of document.querySelectorAll('[data-testid="quote-row"]')) rowObserver.observe(row);
      startedAt = performance.now();
      recording = true;
      requestAnimationFrame(countFrame);
    },
    stop() {
      recording = false;
      const framesPerSecond = (animationFrames * 1000) / (performance.now() - startedAt);
      rowObserver.disconnect();
      onScreen.clear();
      return { samples: samples.slice(), longTasks, longFrames: longFrames.slice(), unmatched, offscreen, framesPerSecond };
    },
  };
})();
