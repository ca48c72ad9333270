import type {ThemeConfig} from '@docusaurus/preset-classic';

import {product} from './product';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Solutions',
      items: [
        {label: product.name, href: product.homepageUrl},
        {label: 'Downloads', href: product.downloadsUrl},
        {label: 'Workspace images', href: product.dockerHubUrl},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: product.githubOrgUrl},
        {label: 'Issue tracker', href: product.issueTrackerUrl},
      ],
    },
    {
      title: 'Support',
      items: [
        {label: 'Getting Started', to: '/docs/'},
        {label: 'Getting help', to: '/docs/install/support'},
        {label: 'Release notes', to: '/docs/release_notes'},
      ],
    },
    {
      title: 'About Us',
      items: [
        {label: 'Kasm Technologies', href: product.homepageUrl},
        {label: 'Source repositories', href: product.githubOrgUrl},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Kasm Technologies. Built with Docusaurus.`,
} satisfies ThemeConfig['footer'];
