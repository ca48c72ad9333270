/**
 * Adapter (reviewed against @docusaurus/plugin-pwa 3.9.2): the PWA plugin's client module that
 * registers the service worker, loaded on demand by src/plugins/pwa/client/registerWhenIdle.ts
 * (see src/internals/pwa.ts for why).
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export function loadServiceWorkerRegistration(): Promise<unknown> {
  return import('@docusaurus/plugin-pwa/lib/registerSw.js');
}
