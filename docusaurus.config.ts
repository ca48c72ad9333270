/**
 * The site configuration. It only composes: every option group lives in a typed module of
 * config/ (see config/README.md).
 */
import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';

import {announcement, announcementBar} from './config/announcement';
import {createParseFrontMatter, editUrl} from './config/editing';
import {docsFixturesOptions} from './config/fixtures';
import {footer} from './config/footer';
import {mermaidOptions} from './config/mermaid';
import {navbar} from './config/navbar';
import {codeHighlighting} from './config/prism';
import {assistant, product} from './config/product';
import {pwaOptions, THEME_COLOR} from './config/pwa';
import {searchOptions} from './config/search';
import {
  DOCS_BASE,
  docsVersionOptions,
  LATEST_VERSION,
  latestVersionAliases,
} from './config/versions';
import assistantPlugin from './src/plugins/assistant';
import {BuildStep} from './src/plugins/buildStep';
import deploymentPlugin from './src/plugins/deployment';
import rehypeDeploymentValues from './src/plugins/deployment/rehypeDeploymentValues';
import remarkDeploymentTokens from './src/plugins/deployment/remarkDeploymentTokens';
import codeHighlightingPlugin from './src/plugins/codeHighlighting';
import {classicPrismConfig, codeHighlightingOptions} from './src/plugins/codeHighlighting/options';
import rehypeHighlight from './src/plugins/codeHighlighting/rehypeHighlight';
import markdownExportPlugin from './src/plugins/markdownExport';
import mermaidClientOnlyPlugin from './src/plugins/mermaidClientOnly';
import pwaPlugin from './src/plugins/pwa';
import releaseNotesPlugin from './src/plugins/releaseNotes';
import rspackOptionsPlugin from './src/plugins/rspackOptions';
import searchPlugin from './src/plugins/search';
import notFoundPlugin from './src/plugins/notFound';
import siteFilesPlugin from './src/plugins/siteFiles';
import openApiPlugin from './src/plugins/openapi';
import storageFallbackPlugin from './src/plugins/storageFallback';
import taskListLabels from './src/markdown/taskListLabels';
import releaseVariables from './src/markdown/releaseVariables';
import versionMarksPlugin from './src/plugins/versionMarks';
import remarkVersionMarks, {
  versionMarksOptions,
} from './src/plugins/versionMarks/remarkVersionMarks';
import type {SiteCustomFields} from './src/customFields';

/**
 * The benchmark (npm run bench) compares the build with the stock webpack bundler:
 * DOCS_BUNDLER=webpack turns the @docusaurus/faster features off.
 */
const isFasterEnabled = process.env.DOCS_BUNDLER !== 'webpack';

/** Colours raised to a readable contrast, for the build's highlighting and the browser's. */
const highlighting = codeHighlightingOptions(codeHighlighting);

/** The search plugin splits its indexes after the build; the PWA's precache lists the halves. */
const searchIndexesSplit = new BuildStep('search indexes split');

/** The trees the version marks compare, and the release the develop tree describes. */
const versionMarks = versionMarksOptions();

const config = {
  title: product.name,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: createParseFrontMatter(__dirname),
    mermaid: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  future: {v4: true, experimental_faster: isFasterEnabled},

  // What browser code needs from config/ (read with useCustomFields, src/customFields.ts).
  customFields: {
    latestVersion: LATEST_VERSION,
    developRelease: versionMarks.developRelease,
    siteRepositoryUrl: product.siteRepositoryUrl,
    issueTrackerUrl: product.issueTrackerUrl,
    announcement,
  } satisfies SiteCustomFields,

  clientModules: ['./src/clientModules/prefetchOnIntent.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: DOCS_BASE,
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          editUrl,
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [remarkDeploymentTokens, releaseVariables],
          remarkPlugins: [[remarkVersionMarks, versionMarks]],
          rehypePlugins: [taskListLabels, [rehypeHighlight, highlighting], rehypeDeploymentValues],
          ...docsVersionOptions(),
          // The test fixtures (docs/_fixtures/) only when DOCS_FIXTURES=true: npm test's build.
          ...docsFixturesOptions(),
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // Each docs tree's not-found page (src/plugins/notFound) is no page to index.
          ignorePatterns: ['/tags/**', '/search', '/docs/**/404.html'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First, so that unusable browser storage is settled before anything reads it.
    storageFallbackPlugin,
    [pwaPlugin, {...pwaOptions, waitFor: [searchIndexesSplit]}],
    ['@docusaurus/plugin-client-redirects', {createRedirects: latestVersionAliases}],
    [codeHighlightingPlugin, highlighting],
    markdownExportPlugin,
    releaseNotesPlugin,
    versionMarksPlugin,
    [assistantPlugin, {name: assistant.name, embedUrl: assistant.embedUrl}],
    deploymentPlugin,
    mermaidClientOnlyPlugin,
    [siteFilesPlugin, {securityContactUrl: product.securityContactUrl}],
    openApiPlugin,
    notFoundPlugin,
    rspackOptionsPlugin,
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    [searchPlugin, {...searchOptions, indexesSplit: searchIndexesSplit}],
  ],

  themeConfig: {
    metadata: [{name: 'theme-color', content: THEME_COLOR}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar,
    mermaid: mermaidOptions,
    navbar,
    footer,
    prism: classicPrismConfig(highlighting),
  } satisfies Preset.ThemeConfig,

  titleDelimiter: '|',
} satisfies Config;

export default config;
