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
 * Switching it off takes two steps. <Link> watches each internal link with an
 * IntersectionObserver of its own, created while React attaches the page: 134 observers on the
 * install page, each set up and notified on the main thread during start-up, only to call a
 * prefetch that does nothing. <Link> reads `canUseIntersectionObserver` from
 * @docusaurus/ExecutionEnvironment when it renders; set to false before the first render, it
 * creates no observer and calls window.docusaurus.prefetch() once from an effect instead, which
 * the replacement below answers (nothing else in the bundle reads that flag;
 * tests/e2e/loading.spec.ts counts the observers).
 *
 * Lifecycle: clientEntry assigns window.docusaurus after the client modules are evaluated, and
 * onRouteDidUpdate runs in a layout effect on the first render, before any <Link>'s effect runs.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusGlobal = Window['docusaurus'];

// Client modules are evaluated before the first render, so no <Link> has seen the flag yet.
ExecutionEnvironment.canUseIntersectionObserver = false;

/** Returns false, as the stock prefetch does when it decides not to fetch. */
const skipViewportPrefetch: DocusaurusGlobal['prefetch'] = () => false;

export function onRouteDidUpdate(): void {
  const current = window.docusaurus;
  if (current.prefetch !== skipViewportPrefetch) {
    // The stock object is frozen, so it is replaced rather than changed.
    window.docusaurus = {...current, prefetch: skipViewportPrefetch};
  }
}
