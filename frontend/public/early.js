/**
 * The first script of every page: small, classic and with no imports, so it runs long before the app's
 * own code has arrived. On a course page (`/courses/{id}`, rendered in the browser because its data is
 * per course) it asks for the course right away and, as soon as it knows the course art, for that image
 * too: it is the page's largest paint. The course screen takes the answer instead of asking again
 * (takeEarlyCourse in src/features/courses/api/get-course.ts; the shape is EarlyCourse in
 * src/early-types.ts).
 *
 * The request goes without a token, so it gets the public course (no lesson addresses or resource links,
 * which only those who may study the course receive). A draft answers 404 to it, and the screen then asks
 * again with the visitor's token.
 */
(() => {
  const id = /^\/courses\/([A-Za-z0-9_-]{1,64})\/?$/.exec(window.location.pathname)?.[1];
  if (!id) return;
  const answer = fetch(`/api/courses/${id}`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  window.__earlyCourse = { id, answer };
  answer.then((body) => {
    const thumbnail = body?.course?.thumbnail;
    if (typeof thumbnail !== 'string' || thumbnail === '') return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = thumbnail;
    link.fetchPriority = 'high';
    document.head.append(link);
  });
})();
