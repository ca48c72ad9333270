import type {PluginOptions} from '@docusaurus/plugin-pwa';

import {product} from './product';
import {DEVELOP_PATH, DOCS_BASE, LATEST_ALIAS, LATEST_VERSION} from './versions';

export const THEME_COLOR = '#1684b5';

export const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  injectManifestConfig: {
    // Workbox skips files over 2 MiB by default, which would leave the search indexes out of
    // the precache and break offline search.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
    // The alias redirect stubs only forward to canonical pages that are precached anyway.
    // The server's error page is reached only as an error (deploy/nginx.conf); fetching it for
    // the precache would fail and stop the worker from installing.
    // Each docs tree's not-found page (src/plugins/notFound) is only an error page, which the
    // worker never serves; /404.html stays.
    // The offline copy is the released manual: the develop tree (the coming release, 23 MB with
    // its search index) stays online, which cuts what the app downloads from 60 to 37 MB.
    globIgnores: [
      'errors/**',
      `${DOCS_BASE.slice(1)}/**/404.html`,
      `${DOCS_BASE.slice(1)}/${LATEST_ALIAS}/**`,
      `${DOCS_BASE.slice(1)}/${LATEST_VERSION}/**`,
      `${DOCS_BASE.slice(1)}/${DEVELOP_PATH}/**`,
      // The manual as a PDF (npm run pdf), about 40 MB per tree: the same pages again.
      'pdf/**',
    ],
    // The plugin fills in swSrc and swDest itself; its type still marks them required.
  } as PluginOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/icon-192.png'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'meta', name: 'apple-mobile-web-app-title', content: product.name},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
  ],
} satisfies Partial<PluginOptions>;
