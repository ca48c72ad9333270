/**
 * knip (run by `npm run check`): files, exports and dependencies that nothing uses, and imports
 * of packages that package.json does not declare.
 *
 * knip's Docusaurus plugin calls each plugin function of docusaurus.config.ts without a context
 * to read its options, which the site's plugins do not accept, so it is off here and the entry
 * points Docusaurus loads by path are listed instead: theme overrides (src/theme and each plugin's
 * theme/ folder), client modules, pages, the sidebars, and the MDX pages that import components.
 */
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.tsx',
    'src/clientModules/*.ts',
    'src/plugins/*/theme/**/*.{ts,tsx}',
    'src/plugins/*/client/**/*.{ts,tsx}',
    '{docs,versioned_docs}/**/*.{md,mdx}',
    // Run by scripts/test.mjs, not by an npm script.
    'scripts/*.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,js}', '{docs,versioned_docs}/**/*.{md,mdx}'],
  // Docusaurus reads .md pages as MDX too: a page may import components (valid_locales does).
  compilers: {
    md: (text: string) => [...text.matchAll(/^import\s[^\n]*$/gm)].join('\n'),
  },
  ignoreDependencies: [
    // Module aliases that Docusaurus resolves at build time: the theme's components and the
    // core's client API (@docusaurus/Link, @docusaurus/router, …), not packages.
    /^@theme(-original|-init)?\//,
    /^@docusaurus\/(BrowserOnly|ExecutionEnvironment|Head|Link|Translate|router|useBaseUrl|useDocusaurusContext|useGlobalData|useIsBrowser)$/,
    // Loaded by name from docusaurus.config.ts: the Rspack bundler (future.experimental_faster)
    // and the alias redirects.
    '@docusaurus/faster',
    '@docusaurus/plugin-client-redirects',
    // The classic preset loads them; the site's specification names them as dependencies.
    '@docusaurus/plugin-sitemap',
    '@svgr/webpack',
  ],
  // Programs the scripts run from Debian's packages, not npm.
  ignoreBinaries: ['apt-get', 'openssl'],
};

export default config;
