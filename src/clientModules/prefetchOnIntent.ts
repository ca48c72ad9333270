/**
 * Client module: page chunks load when the reader shows intent (hovers or touches a link), not
 * for every link that scrolls into view.
 *
 * Docusaurus's <Link> calls window.docusaurus.prefetch() for each internal link that enters the
 * viewport. On a doc page that is the whole open sidebar section, the navbar and the footer:
 * about 60 pages' chunks (160 KB gzip) fetched on every first visit, and a route-table scan per
 * link on the main thread while the page is still hydrating. The same <Link> already calls
 * window.docusaurus.preload() on mouseenter and touchstart, which is enough warning for a chunk
 * of a few kilobytes, so only the viewport prefetch is switched off here.
 *
 * Lifecycle: clientEntry assigns window.docusaurus after the client modules are evaluated, and
 * onRouteDidUpdate runs in a layout effect on the first render, before any IntersectionObserver
 * callback can fire.
 */
type DocusaurusGlobal = Window['docusaurus'];

/** Returns false, as the stock prefetch does when it decides not to fetch. */
const skipViewportPrefetch: DocusaurusGlobal['prefetch'] = () => false;

export function onRouteDidUpdate(): void {
  const current = window.docusaurus;
  if (current.prefetch !== skipViewportPrefetch) {
    // The stock object is frozen, so it is replaced rather than changed.
    window.docusaurus = {...current, prefetch: skipViewportPrefetch};
  }
}
