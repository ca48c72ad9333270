import {LATEST_VERSION} from '../../config/versions';
import {versionMarksOptions} from '../../src/plugins/versionMarks/remarkVersionMarks';
import {openInApp} from './lib/appPage';
import {waitForHydration} from './lib/pageLoad';
import {EXPECTED_404, expect, test} from './fixtures';

// A page of the manual on purpose: the routes under test are the manual's (a latest page, its
// /docs/latest and /docs/<version> aliases, the same page in the develop tree), and the fixtures
// are develop pages only. The not-found suggestions below name pages of the manual for the same
// reason: they are the closest pages a reader is offered, in the latest, develop and archived trees.
const PAGE = 'install/system_requirements';
/** The not-found page's heading. */
const NOT_FOUND = 'Page not found';

test.describe('routes', () => {
  test(
    'the home page introduces the product and links to the manual',
    {tag: '@smoke'},
    async ({page}) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Kasm Workspaces');
      await expect(page).toHaveTitle(/Kasm Workspaces/);
      await page.getByRole('link', {name: 'Get started'}).click();
      await expect(page).toHaveURL(/\/docs\/$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText(/Getting started/i);
    },
  );

  test('/docs is Getting Started, the top link of the sidebar', async ({page}) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', {level: 1})).toContainText(/Getting started/i);
    const firstSidebarLink = page.locator('.theme-doc-sidebar-menu a').first();
    await expect(firstSidebarLink).toHaveText('Getting Started');
    await expect(firstSidebarLink).toHaveAttribute('aria-current', 'page');
  });

  test(
    'a latest page is served at /docs/<page> with the title delimiter',
    {tag: '@smoke'},
    async ({page}) => {
      const response = await page.goto(`/docs/${PAGE}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/ \| Kasm Workspaces$/);
      await expect(page.locator('.breadcrumbs')).toBeVisible();
    },
  );

  for (const alias of ['latest', LATEST_VERSION]) {
    test(`/docs/${alias}/<page> lands on the canonical latest page`, async ({page}) => {
      await page.goto(`/docs/${alias}/${PAGE}#ports`);
      await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}#ports$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  test(
    'the develop tree is served at /docs/develop and names the release it describes, unreleased',
    {tag: '@smoke'},
    async ({page}) => {
      const {developRelease} = versionMarksOptions();
      const response = await page.goto(`/docs/develop/${PAGE}`);
      expect(response?.status()).toBe(200);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(`Kasm Workspaces ${developRelease}`);
      await expect(banner).toContainText('not released yet');
      await expect(page.locator('.theme-doc-version-badge')).toContainText('develop');
      // The same page in the latest release, one click away.
      await banner.getByRole('link', {name: `this page in ${LATEST_VERSION}`}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}$`));
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    },
  );

  test('an archived version has its index page with one notice that it is archived', async ({
    page,
  }) => {
    const response = await page.goto('/docs/1.17.0/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toContainText('1.17.0');
    // One notice, the page's own, before the content: no stock version banner, no box calling a
    // page unlisted that the version menu links, and no estimated date.
    const article = page.locator('article');
    await expect(article.locator('.theme-admonition')).toHaveCount(1);
    await expect(article.locator('.theme-admonition')).toContainText('archived');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.theme-unlisted-banner')).toHaveCount(0);
    await expect(article).not.toContainText(/estimate|Unlisted page/i);
    // Still kept out of search engines, as an entry page of an old release.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await article
      .getByRole('link', {name: /release notes/i})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/release_notes\/1\.17\.0$/);
  });

  test('/search is the search page', async ({page}) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    // One main landmark, holding the page's heading (Lighthouse: landmark-one-main).
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
  });

  test('a search result page is indexable but points search engines at /search', async ({page}) => {
    await page.goto('/search?q=install');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/[^/]+\/search$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Search/);
  });

  test(
    'an unknown path shows the not-found page with status 404',
    {tag: '@smoke'},
    async ({page, allowConsoleError}) => {
      allowConsoleError(EXPECTED_404);
      const response = await page.goto('/docs/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/^Page Not Found/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND);
      await expect(page.getByRole('main')).toContainText('There is no page at /docs/no/such/page.');
    },
  );

  // Each tree has its own not-found page, rendered at build time inside that tree's docs layout
  // and version (src/plugins/notFound), which nginx serves for an unknown address of the tree:
  // React then hydrates markup that matches what it renders, so no hydration error (#418) is
  // logged, and the version menu names the tree.
  for (const [tree, version] of [
    ['/docs', LATEST_VERSION],
    ['/docs/develop', 'develop'],
    ['/docs/1.17.0', '1.17.0'],
  ]) {
    test(`a full load of an unknown address under ${tree}/ shows its tree's not-found page`, async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(EXPECTED_404);
      const address = `${tree}/no-such-page`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND);
      await expect(page.getByRole('main')).toContainText(`There is no page at ${address}.`);
      await expect(page.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText(
        version,
      );
    });
  }

  test("the not-found page suggests the closest pages of the address's tree and searches its words", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(EXPECTED_404);
    const cases = [
      // A typo in the latest tree.
      {
        address: '/docs/install/single_server_instal',
        closest: '/docs/install/single_server_install',
        sections: /Sections of the 1\.18\.0 documentation/,
        sectionLink: '/docs/install/',
      },
      // The develop tree keeps its readers in develop.
      {
        address: '/docs/develop/upgrade/single_server',
        closest: '/docs/develop/upgrade/single_server_upgrade',
        sections: /Sections of the develop documentation/,
        sectionLink: '/docs/develop/install/',
      },
      // An archived release has one page: its readers are offered the latest page too.
      {
        address: '/docs/1.17.0/install/system_requirements',
        closest: '/docs/install/system_requirements',
        sections: /Sections of the 1\.18\.0 documentation/,
        sectionLink: '/docs/install/',
      },
    ];
    // The first address is loaded in full, as from a link elsewhere; the others are opened in
    // the app, as a broken link inside the manual is.
    const main = page.getByRole('main');
    for (const [position, {address, closest, sections, sectionLink}] of cases.entries()) {
      if (position === 0) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await waitForHydration(page);
      } else {
        await openInApp(page, address);
      }
      await expect(main).toContainText(`There is no page at ${address}.`);
      const suggestions = page.getByRole('region', {name: 'Pages with a similar address'});
      await expect(suggestions.getByRole('link').first(), address).toHaveAttribute('href', closest);
      const tree = page.getByRole('region', {name: sections});
      await expect(tree.getByRole('link', {name: 'Installation'}), address).toHaveAttribute(
        'href',
        sectionLink,
      );
    }

    // The search box holds the address's words and searches the address's tree.
    await openInApp(page, '/docs/develop/upgrade/single_server');
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue(
      'upgrade single server',
    );
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(
      /\/search\/?\?q=upgrade\+single\+server&version=docs%2Fdevelop%2F$/,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for "upgrade single server"',
    );
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} is normalised to the page`, async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(EXPECTED_404);
      await page.goto(`/docs/${PAGE}${suffix}`);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(NOT_FOUND);
      await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
        'href',
        `/docs/${PAGE}`,
      );
    });
  }
});
