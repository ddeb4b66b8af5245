// Inlined in every prerendered page, which starts its app with it once painted: frontend/build/prerender.ts
// (startAfterPaint) says how and why. The CSP (infra/lib/web.ts) allows it by its hash.
(() => {
  const PAINT_WAIT_MS = 3000;
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  let started = false;
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  // Each element in a task of its own (all within a few milliseconds, so the chunks still load in parallel):
  // adding one starts its request, about a millisecond of a phone's main thread, and a dozen at once would
  // be one long task right after the paint.
  const nextTask = (fn) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = fn;
    channel.port2.postMessage(null);
  };
  const start = () => {
    if (started) return;
    started = true;
    const elements = list(tag.dataset.preload).map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      return link;
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    elements.push(script);
    const addNext = () => {
      const element = elements.shift();
      if (!element) return;
      element.crossOrigin = '';
      document.head.append(element);
      nextTask(addNext);
    };
    addNext();
  };
  // A task after the paint's entry: the entry is reported once the frame is on screen.
  const afterPaint = () => setTimeout(start, 0);
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  const type = ['largest-contentful-paint', 'paint'].find((t) => types.includes(t));
  if (document.visibilityState === 'hidden') start();
  else if (tag.dataset.after) {
    // The course shell: its largest paint is the early hero, painted once the course has answered
    // (src/early/course-page.ts), which says when it is done (window.__earlyDone if that was before now).
    if (window.__earlyDone) afterPaint();
    else document.addEventListener(tag.dataset.after, afterPaint, { once: true });
  } else if (type) {
    const observer = new PerformanceObserver((entries) => {
      if (type === 'paint' && !entries.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type, buffered: true });
  } else requestAnimationFrame(afterPaint);
  setTimeout(start, PAINT_WAIT_MS);
})();
