/**
 * Everything that names the product or points outside the site lives here, once.
 * Other modules import these values; no other file repeats them.
 */
const SITE_REPOSITORY_URL = 'https://github.com/kasmtech/workspaces-docs';

export const product = {
  /** Used in titles. */
  name: 'Kasm Workspaces',
  /** Used in short text (buttons, the assistant's name). */
  shortName: 'Kasm',
  tagline: 'Linux desktop streaming service.',
  siteUrl: 'https://docs.kasm.com',
  /** The vendor's home page, download page and public repositories. */
  homepageUrl: 'https://www.kasm.com',
  downloadsUrl: 'https://www.kasm.com/downloads',
  githubOrgUrl: 'https://github.com/kasmtech',
  dockerHubUrl: 'https://hub.docker.com/u/kasmweb',
  /** Public issue tracker of the product, linked from the navbar. */
  issueTrackerUrl: 'https://github.com/kasmtech/workspaces-issues',
  /** The site's own repository and branch, for "Edit this page" links. */
  siteRepositoryUrl: SITE_REPOSITORY_URL,
  siteRepositoryBranch: 'main',
  /** Where security problems with the site are reported privately (its security.txt). */
  securityContactUrl: `${SITE_REPOSITORY_URL}/security/advisories/new`,
} as const;

/**
 * The KasmGPT assistant: a third-party hosted chat page shown in a frame. Its address carries the
 * assistant project's id and the share slug of the published chat.
 */
export const assistant = {
  name: `${product.shortName}GPT`,
  origin: 'https://chat.kasm.com',
  projectId: '6f1c2a9e-kasm-docs',
  shareSlug: 'kasm-workspaces-docs',
  get embedUrl(): string {
    return `${this.origin}/embed/${this.projectId}/share/${this.shareSlug}`;
  },
} as const;
