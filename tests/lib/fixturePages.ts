/**
 * The fixture pages the tests of the site's code open (docs/_fixtures/, config/fixtures.ts),
 * instead of pages of the manual: their content is written for the tests, so renaming or
 * rewriting a page of the manual breaks no test of code. They are in the build npm test makes
 * (DOCS_FIXTURES=true), never in the deployed one.
 */
import {FIXTURES_FOLDER, FIXTURES_ROUTE} from '../../config/fixtures';

export const FIXTURE_PAGES = {
  /** Links to the others, and no code block. */
  index: FIXTURES_ROUTE,
  /** A block in every language of config/prism.ts, titles, ranges, a long line; no magic comment. */
  codeBlocks: `${FIXTURES_ROUTE}/code-blocks`,
  /** Blocks with magic comments, which the browser's Prism highlights (one with the host). */
  magicComments: `${FIXTURES_ROUTE}/magic-comments`,
  /** A Mermaid diagram. */
  diagrams: `${FIXTURES_ROUTE}/diagrams`,
  /** A long page: admonitions, table, task list, release variables, links, image, headings. */
  pageContent: `${FIXTURES_ROUTE}/page-content`,
  /** The reader's host, port and zone in prose, inline code and highlighted blocks. */
  deployment: `${FIXTURES_ROUTE}/deployment`,
  /** The install command builder, starting with the agent role. */
  installCommandBuilder: `${FIXTURES_ROUTE}/install-command-builder`,
  /** The command builder in its upgrade mode. */
  upgradeCommandBuilder: `${FIXTURES_ROUTE}/upgrade-command-builder`,
  /** The table of who connects to whom and the firewall planner. */
  firewallRules: `${FIXTURES_ROUTE}/firewall-rules`,
  /** The developer API's endpoint browser (it reads the develop tree's openapi.json). */
  apiExplorer: `${FIXTURES_ROUTE}/api-explorer`,
  /** The sizing calculator. */
  sizingCalculator: `${FIXTURES_ROUTE}/sizing-calculator`,
} as const;

/** A fixture page's source file, as "Edit this page" names it. */
export function fixtureSource(name: string): string {
  return `docs/${FIXTURES_FOLDER}/${name}.md`;
}
