/**
 * Starts the app's code on a prerendered public page once the page has painted (frontend/build/prerender.ts
 * writes it in place of the entry's module script and modulepreload links). A prerendered page paints from
 * its HTML and inlined CSS alone; if its ~135 KB of script were requested with the HTML, it would share the
 * (mobile) link with the first paint and delay it. So this deferred script waits for a frame and then a task,
 * and only then adds the modulepreload links of the entry's and the screen's chunks (all at once, so they
 * still load in parallel) and the entry itself. A hidden tab gets no frames: a timer starts it there.
 *
 * The CSP allows same-origin scripts only, so this is a file with its inputs on its own tag:
 * `data-entry` (the entry chunk) and `data-preload` (space-separated chunks).
 */
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
