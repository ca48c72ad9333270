/**
 * Adapter (reviewed against @docusaurus/plugin-pwa 3.9.2): the PWA plugin's entry point and its
 * folder, which src/plugins/pwa wraps (the package's typings describe its options, not its
 * lib/index.js), and its service-worker registration module, which the site loads when the page
 * is idle (src/plugins/pwa/client/registerWhenIdle.ts). Options to defer the registration, or a
 * postBuild order between plugins, would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
import path from 'node:path';

export {default as pwaPlugin, validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';

/** The plugin's own folder, which its theme paths are relative to. */
export const PWA_LIB_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));
