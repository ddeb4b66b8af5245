/**
 * Starts the app's code on a prerendered public page once the page has painted (frontend/build/prerender.ts
 * writes it in place of the entry's module script, its modulepreload links and its stylesheet links). A
 * prerendered page paints from its HTML and inlined CSS alone; if its ~135 KB of script and its stylesheets
 * were requested with the HTML, they would share the (mobile) link with the first paint and delay it.
 *
 * So this deferred script waits until the browser reports the page's largest contentful paint (or, where
 * that is not reported, its first contentful paint; where neither is, a frame and a task) and only then
 * links the stylesheets and adds the modulepreload links of the entry's and the screen's chunks (all at
 * once, so they still load in parallel) and the entry itself. A tab opened in the background paints
 * nothing: it starts at once. A timer starts it in any case after PAINT_WAIT_MS.
 *
 * The CSP allows same-origin scripts only, so this is a file with its inputs on its own tag:
 * `data-entry` (the entry chunk), `data-preload` (chunks) and `data-css` (stylesheets), space-separated.
 */
(() => {
  const PAINT_WAIT_MS = 3000;
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  let started = false;
  const add = (rel, href) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  const start = () => {
    if (started) return;
    started = true;
    for (const href of list(tag.dataset.css)) add('stylesheet', href);
    for (const href of list(tag.dataset.preload)) add('modulepreload', href);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A task after the paint's entry: the entry is reported once the frame is on screen.
  const afterPaint = () => setTimeout(start, 0);
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  const type = ['largest-contentful-paint', 'paint'].find((t) => types.includes(t));
  if (document.visibilityState === 'hidden') start();
  else if (type) {
    const observer = new PerformanceObserver((entries) => {
      if (type === 'paint' && !entries.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type, buffered: true });
  } else requestAnimationFrame(afterPaint);
  setTimeout(start, PAINT_WAIT_MS);
})();
