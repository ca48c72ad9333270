import type {ThemeConfig} from '@docusaurus/preset-classic';

import {product} from './product';

export const navbar = {
  title: product.name,
  hideOnScroll: true,
  logo: {
    alt: `${product.name} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
    {href: product.issueTrackerUrl, label: 'Issues', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {type: 'search', position: 'right'},
    // KasmGPT's button (src/plugins/assistant/client/AssistantButton.tsx).
    {type: 'custom-assistant', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
