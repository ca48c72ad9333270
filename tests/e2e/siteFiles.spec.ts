import {FIXTURES_ROUTE} from '../../config/fixtures';
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
    // Each tree's home page, and no fixture page (they are unlisted).
    expect(urls).toContain('/docs/');
    expect(urls).toContain('/docs/develop/');
    expect(urls.filter((path) => path.startsWith(FIXTURES_ROUTE))).toEqual([]);
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
});
