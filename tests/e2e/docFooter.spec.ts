/**
 * The end of every doc page: "Edit this page" opens the page's source in the site repository,
 * and "Last updated" shows the date of the source file's last commit.
 */
import {execFileSync} from 'node:child_process';

import {product} from '../../config/product';
import {expect, test} from './fixtures';

const PAGES = [
  {
    url: '/docs/install/single_server_install',
    source: 'versioned_docs/version-1.18.0/install/single_server_install.md',
  },
  {url: '/docs/develop/guide/system_architecture', source: 'docs/guide/system_architecture.md'},
];

/** The date Docusaurus shows for a commit time: "Nov 22, 2026", in UTC. */
function shownDate(committedAt: Date): string {
  return new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(committedAt);
}

for (const {url, source} of PAGES) {
  test(`${url} links to its source and shows its last commit date`, async ({page}) => {
    await page.goto(url);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute(
      'href',
      `${product.siteRepositoryUrl}/edit/${product.siteRepositoryBranch}/${source}`,
    );

    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {
      encoding: 'utf8',
    }).trim();
    test.skip(!seconds, `${source} has no commit in this checkout`);
    const committedAt = new Date(Number(seconds) * 1000);
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText(`Last updated on ${shownDate(committedAt)}`);
    await expect(lastUpdated.locator('time')).toHaveAttribute(
      'datetime',
      committedAt.toISOString(),
    );
  });
}
