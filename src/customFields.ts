/**
 * The values from config/ that browser code needs, handed over through the site config's
 * `customFields` (docusaurus.config.ts fills them in). Theme components and pages read them with
 * useCustomFields, so that no browser code imports a config/ module.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface SiteCustomFields {
  /** The latest release, such as "1.18.0". */
  latestVersion: string;
  /** The coming release the develop tree describes, such as "1.19.0". */
  developRelease: string;
  /** The site's own repository, for "Report a problem with this page". */
  siteRepositoryUrl: string;
  /** The product's public issue tracker. */
  issueTrackerUrl: string;
  /** What the announcement bar says, and its link. */
  announcement: {text: string; linkLabel: string; linkTo: string};
}

export function useCustomFields(): SiteCustomFields {
  return useDocusaurusContext().siteConfig.customFields as unknown as SiteCustomFields;
}
