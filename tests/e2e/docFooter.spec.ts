/**
 * The end of every doc page: "Edit this page" opens the page's source in the site repository,
 * "Report a problem with this page" a new issue about the page, and "Last updated" shows the
 * date of the source file's last commit.
 */
import {execFileSync} from 'node:child_process';

import {product} from '../../config/product';
import {LATEST_VERSION} from '../../config/versions';
import {FIXTURE_PAGES, fixtureSource} from '../lib/fixturePages';
import {expect, test} from './fixtures';

const PAGES = [
  {url: FIXTURE_PAGES.pageContent, source: fixtureSource('page-content')},
  // The fixtures are develop pages only (versioned_docs/ is the release itself): the latest
  // tree's footer, with its versioned_docs/ source and its version, is checked on the latest
  // tree's home page, the one page every release has.
  {url: '/docs/', source: `versioned_docs/version-${LATEST_VERSION}/getting_started.md`},
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

    // Beside it, a new issue in the site's repository with the page's facts filled in.
    const report = page.getByRole('link', {name: 'Report a problem with this page'});
    await expect(report).toHaveAttribute('target', '_blank');
    const reportUrl = new URL((await report.getAttribute('href'))!);
    expect(`${reportUrl.origin}${reportUrl.pathname}`).toBe(
      `${product.siteRepositoryUrl}/issues/new`,
    );
    const title = (await page.getByRole('heading', {level: 1}).innerText()).trim();
    const body = reportUrl.searchParams.get('body') ?? '';
    expect(reportUrl.searchParams.get('title')).toContain(title);
    expect(body).toContain(`Address: ${product.siteUrl}${url}`);
    expect(body).toContain(
      `Version: ${url.startsWith('/docs/develop/') ? 'develop' : LATEST_VERSION}`,
    );

    // The date of the last commit that changed the file itself, as the site reads it
    // (src/markdown/lastCommitDates.ts): a merge commit shows no files of its own there.
    const seconds = execFileSync(
      'git',
      ['log', '-1', '--no-merges', '--format=%ct', '--', source],
      {
        encoding: 'utf8',
      },
    ).trim();
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
