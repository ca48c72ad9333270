import {waitForHydration} from './lib/pageLoad';
import {latestTreePaths} from './lib/siteUrls';
import {expect, test} from './fixtures';

test.describe('sitemap, manifest and service worker', () => {
  test('the sitemap lists doc pages weekly at priority 0.5, without search or tags', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(urls).toContain('/docs/install/single_server_install');
    expect(urls).toContain('/docs/develop/install/single_server_install');
    expect(urls.some((path) => path.startsWith('/tags/') || path === '/search')).toBe(false);
    expect(urls.some((path) => path.startsWith('/docs/latest'))).toBe(false);
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries.length).toBe(urls.length);
    for (const entry of entries) {
      expect(entry).toContain('<changefreq>weekly</changefreq>');
      expect(entry).toContain('<priority>0.5</priority>');
    }
  });

  test('the web app manifest names the site, its icons and theme colour', async ({
    request,
    page,
  }) => {
    const manifest = await (await request.get('/manifest.json')).json();
    expect(manifest).toMatchObject({display: 'standalone', theme_color: '#1684b5', start_url: '/'});
    expect(manifest.name).toContain('Kasm Workspaces');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) {
      const response = await request.get(`/${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
      'content',
      '#1684b5',
    );
  });

  test('after a visit with ?offlineMode=true, visited and unvisited latest pages load offline', async ({
    page,
    context,
    request,
    allowConsoleError,
  }) => {
    test.setTimeout(240_000);
    // Offline, the page's check for a newer service worker fails and says so (spec section 8).
    allowConsoleError(/registerSW failed|An unknown error occurred when fetching the script/);
    const latest = await latestTreePaths(request);
    await page.goto('/docs/?offlineMode=true');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // A second page, reached in the app: a full load without the query would register the
    // service worker again with offline mode off.
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Installation', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/install\/$/);
    const visited = ['/docs/', '/docs/install/'];

    // Wait until the precache holds the page of every path of the latest tree.
    const precachedPages = () =>
      page.evaluate(async () => {
        const pages: string[] = [];
        for (const key of await caches.keys()) {
          for (const request of await (await caches.open(key)).keys()) {
            const {pathname} = new URL(request.url);
            if (pathname.endsWith('/index.html'))
              pages.push(pathname.slice(0, -'index.html'.length));
          }
        }
        return pages;
      });
    const missing = async () => {
      const cached = new Set(await precachedPages());
      return latest.filter((path) => !cached.has(path.endsWith('/') ? path : `${path}/`));
    };
    await expect.poll(missing, {timeout: 45_000}).toEqual([]);

    await context.setOffline(true);
    // Every twentieth latest page stands for those not visited: it renders and hydrates.
    const unvisited = latest.filter((path, index) => index % 20 === 10 && !visited.includes(path));
    for (const path of [...visited, ...unvisited]) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole('heading', {level: 1}), path).toBeVisible();
      await waitForHydration(page);
    }
    // Moving on in the app works offline too.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    console.log(
      `offline: ${latest.length} latest pages precached, ${visited.length} visited and ` +
        `${unvisited.length} unvisited pages loaded offline`,
    );
    await context.setOffline(false);
  });
});
