import {FIXTURE_PAGES} from '../lib/fixturePages';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

/**
 * The phone layout of a doc page is checked on the fixture pages (tests/lib/fixturePages.ts).
 * The mobile sidebar's tests open the latest tree's home page on purpose: the fixture pages are
 * in no sidebar, so these follow the manual's own sidebar, by its links' places, not their names.
 */
const SIDEBAR_PAGE = '/docs/';

test.use({viewport: {width: 390, height: 800}});

test('the navbar shows the whole site title beside its buttons', async ({page}) => {
  await page.goto(FIXTURE_PAGES.pageContent);
  // The bar's own brand, not the copy in the phone menu's drawer.
  const title = page.locator('.navbar__items .navbar__title');
  await expect(title).toHaveText('Kasm Workspaces');
  // Cut with an ellipsis, the title's content is wider than its box.
  expect(await title.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});

test.describe('mobile sidebar', () => {
  test(
    'slides in, goes back to the main menu, and closes on a wide window',
    {tag: '@smoke'},
    async ({page}) => {
      await page.goto(SIDEBAR_PAGE);
      const sidebar = page.locator('.navbar-sidebar');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      // The docs sidebar, open at the page the reader is on.
      const current = sidebar.locator('.theme-doc-sidebar-menu .menu__link[aria-current="page"]');
      await expect(current).toHaveAttribute('href', SIDEBAR_PAGE);
      await expect(current).toBeVisible();

      await sidebar.getByRole('button', {name: /Back to main menu/}).click();
      await expect(sidebar.getByRole('link', {name: 'Issues'})).toBeVisible();

      await page.setViewportSize({width: 1200, height: 800});
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    },
  );

  test('follows a link from the sidebar and closes', async ({page}) => {
    await page.goto(SIDEBAR_PAGE);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const docsMenu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
    // A category's own page: the first category of the sidebar that has one.
    await toggle.click();
    const category = docsMenu.locator('a.menu__link--sublist[href]').first();
    const categoryHref = (await category.getAttribute('href'))!;
    await category.click();
    await expect(page).toHaveURL(new RegExp(`${categoryHref}$`));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Then a page of that category, now open in the sidebar.
    await toggle.click();
    const link = docsMenu
      .locator('a.menu__link:not([aria-current]):not(.menu__link--sublist)')
      .filter({visible: true})
      .first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('hides the navbar on scroll down and shows it on scroll up', async ({page}) => {
    await page.goto(FIXTURE_PAGES.pageContent);
    // The navbar listens for scrolls once React has hydrated the page; a scroll before that
    // moves the page but cannot hide the navbar.
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    // Two steps: the navbar hides when a scroll goes further down than the previous one.
    await page.mouse.move(200, 400);
    // Each wheel turn scrolls over several frames: wait until the page stops moving (two
    // animation frames at the same position) before the next one, as a reader's hand pauses.
    const settledScroll = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let last = -1;
            const check = () => {
              if (window.scrollY === last) resolve(last);
              else {
                last = window.scrollY;
                requestAnimationFrame(() => requestAnimationFrame(check));
              }
            };
            check();
          }),
      );
    await page.mouse.wheel(0, 600);
    const afterFirst = await settledScroll();
    expect(afterFirst).toBeGreaterThan(0);
    await page.mouse.wheel(0, 600);
    expect(await settledScroll()).toBeGreaterThan(afterFirst);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe("a doc page's first screen on a phone", () => {
  // A long page of prose and a page of code blocks, each with a table of contents.
  for (const path of [FIXTURE_PAGES.pageContent, FIXTURE_PAGES.codeBlocks]) {
    test(`shows the title right under the breadcrumbs: ${path}`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      const article = page.locator('article');
      const title = article.getByRole('heading', {level: 1});
      const breadcrumbs = article.getByRole('navigation', {name: 'Breadcrumbs'});
      const titleBox = (await title.boundingBox())!;
      const crumbsBox = (await breadcrumbs.boundingBox())!;
      // One row of chrome above the title: the breadcrumbs, and nothing between them and it.
      expect(titleBox.y).toBeGreaterThan(crumbsBox.y + crumbsBox.height - 1);
      expect(titleBox.y - (crumbsBox.y + crumbsBox.height)).toBeLessThan(40);
      // The title is read without scrolling.
      expect(titleBox.y + titleBox.height).toBeLessThan(page.viewportSize()!.height / 2);

      // The version, the page actions and "On this page" come after it, one tap away.
      const below = [
        article.locator('.theme-doc-version-badge'),
        article.getByRole('button', {name: 'Copy page'}),
        article.getByRole('button', {name: 'On this page'}),
      ];
      for (const element of below) {
        await expect(element).toBeVisible();
        expect((await element.boundingBox())!.y).toBeGreaterThan(titleBox.y + titleBox.height - 1);
      }
      await article.getByRole('button', {name: 'On this page'}).click();
      await expect(article.locator('.theme-doc-toc-mobile a').first()).toBeVisible();
    });
  }
});
