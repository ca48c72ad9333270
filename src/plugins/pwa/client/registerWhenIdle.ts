/**
 * Client module: registers the service worker when the page is idle after it has loaded.
 *
 * The PWA plugin's own registration module (src/internals/pwaClient.ts) does its work as soon
 * as main.js evaluates it: it reads the display mode for the `standalone` activation strategy,
 * and answering that query makes the browser compute the style of the whole page inside
 * main.js's task, the longest of the start-up (about 100 ms on a long page at 4x CPU slowdown).
 * The worker is needed for the next visit and for offline reading, not for this page, so the
 * same module is loaded here once the page has loaded and the main thread is idle. It then
 * registers the worker with the plugin's options, as before.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {loadServiceWorkerRegistration} from '../../../internals/pwaClient';

/** The longest the registration waits for idle time after the load event. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Loads the package's registration module, which registers the worker. Offline, a registration
 * could only fail (and log that it failed), so it waits until the browser is back online.
 */
function register(): void {
  const retryOnline = () => window.addEventListener('online', register, {once: true});
  if (!navigator.onLine) {
    retryOnline();
    return;
  }
  loadServiceWorkerRegistration().catch(retryOnline);
}

function registerWhenIdle(): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(register, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(register, 0);
  }
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, {once: true});
}
