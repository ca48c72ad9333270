import type {Page} from '@playwright/test';

import {assistant} from '../../config/product';
import {
  FRAME_HEIGHT_PX,
  FRAME_SANDBOX,
  FRAME_TIMEOUT_MS,
  PRESS_EFFECT_MS,
} from '../../src/plugins/assistant/client/assistant';
import {axeModalBothModes, settle} from './lib/axe';
import {waitForHydration} from './lib/pageLoad';
import {readySearchBox} from './lib/search';
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {ASSISTANT_PAGE, expect, test} from './fixtures';

const openButton = (page: Page) =>
  page.getByRole('button', {name: `Open ${assistant.name} assistant`});

/** What the browser logs when the assistant's origin cannot be reached. */
const UNREACHABLE_ERROR = /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/;

test.describe('assistant widget', () => {
  test('fetches nothing from the assistant until the reader opens it', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(assistant.origin)) requests.push(request.url());
    });
    await page.goto('/docs/');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(openButton(page)).toBeVisible();
  });

  test(
    'opens after the press effect, shows a spinner until the frame loads',
    {tag: '@smoke'},
    async ({page}) => {
      // The assistant's origin answers (the dialog's probe and the frame) only when released.
      let released = false;
      const waiting: (() => void)[] = [];
      const answerFrame = () => {
        released = true;
        waiting.splice(0).forEach((release) => release());
      };
      const frameRequested = new Promise<void>((resolve) => {
        void page.route(`${assistant.origin}/**`, async (route) => {
          resolve();
          if (!released) await new Promise<void>((release) => waiting.push(release));
          await route.fulfill({contentType: 'text/html', body: ASSISTANT_PAGE});
        });
      });
      await page.clock.install();
      await page.goto('/docs/');
      const dialog = page.getByRole('dialog', {name: assistant.name});

      // The press effect runs first: with the page's clock held, the dialog stays closed until
      // PRESS_EFFECT_MS have passed, and opens once they have.
      await page.clock.pauseAt(Date.now() + 60_000);
      await openButton(page).click();
      await page.clock.runFor(PRESS_EFFECT_MS - 50);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(50);
      await expect(dialog).toBeVisible();
      await page.clock.resume();

      await frameRequested;
      await expect(dialog.getByRole('status')).toHaveText(`${assistant.name} is loading…`);
      answerFrame();
      await expect(dialog.getByRole('status')).toHaveCount(0);

      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('src', assistant.embedUrl);
      await expect(frame).toHaveAttribute('sandbox', FRAME_SANDBOX);
      await expect(frame).toHaveAttribute('title', `${assistant.name} assistant`);
      expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(FRAME_HEIGHT_PX);
      await expect(
        page.frameLocator('iframe[title$="assistant"]').getByText('Ask me about Kasm.'),
      ).toBeVisible();
    },
  );

  test('maximizes and restores', async ({page}) => {
    await page.goto('/docs/');
    await openButton(page).click();
    const dialog = page.getByRole('dialog', {name: assistant.name});
    const normal = await dialog.boundingBox();
    await dialog.getByRole('button', {name: /Maximize/}).click();
    await expect(dialog.getByRole('button', {name: /Restore/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const maximized = await dialog.boundingBox();
    expect(maximized!.width).toBeGreaterThan(normal!.width);
    expect(maximized!.height).toBeGreaterThan(normal!.height);
    await dialog.getByRole('button', {name: /Restore/}).click();
    expect((await dialog.boundingBox())!.width).toBe(normal!.width);
  });

  test('closes with Escape or the close button, keeps the frame, resets maximize', async ({
    page,
  }) => {
    let frameLoads = 0;
    await page.route(`${assistant.origin}/**`, (route) => {
      // The frame's page; the dialog's probe of the origin is no load of the frame.
      if (route.request().isNavigationRequest()) frameLoads += 1;
      return route.fulfill({contentType: 'text/html', body: ASSISTANT_PAGE});
    });
    await page.goto('/docs/');
    const button = openButton(page);
    const dialog = page.getByRole('dialog', {name: assistant.name});

    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', {name: /Maximize/}).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('dialog iframe')).toHaveCount(1);

    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: /Maximize/})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await dialog.getByRole('button', {name: /Close/}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(frameLoads).toBe(1);
  });

  test('keeps keyboard focus inside the open dialog', async ({page}) => {
    await page.goto('/docs/');
    await openButton(page).click();
    const dialog = page.getByRole('dialog', {name: assistant.name});
    await expect(dialog).toBeVisible();
    // A modal <dialog> keeps Tab among its own controls, and past the last one lets focus leave
    // the document for the browser's own controls (in headless Chromium: nothing), then come
    // back to the dialog's first control. Never to the page behind it, which is inert.
    const controls = await dialog
      .locator('button, a[href], iframe, input, textarea, select, [tabindex]:not([tabindex="-1"])')
      .count();
    const stops: string[] = [];
    for (let i = 0; i < controls + 3; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'outside the document';
          if (!active.closest('dialog'))
            return `behind the dialog: ${active.outerHTML.slice(0, 80)}`;
          const name = active.getAttribute('aria-label') ?? active.getAttribute('title');
          return `dialog: ${active.tagName.toLowerCase()} ${name ?? active.textContent?.trim()}`;
        }),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('behind the dialog'))).toEqual([]);
    // Focus went through the dialog's controls, left the document for the browser's own past the
    // last one (where Chromium parks it), and came straight back into the dialog.
    const trail = stops.join(' | ');
    expect(
      new Set(stops.filter((stop) => stop.startsWith('dialog: '))).size,
      trail,
    ).toBeGreaterThanOrEqual(2);
    const firstExit = stops.indexOf('outside the document');
    expect(firstExit, trail).toBeGreaterThan(0);
    expect(stops[firstExit + 1], trail).toMatch(/^dialog: /);
  });
});

test.describe('assistant widget without a connection to the assistant', () => {
  const openAndWaitForMessage = async (page: Page) => {
    await openButton(page).click();
    const dialog = page.getByRole('dialog', {name: assistant.name});
    const message = dialog.getByRole('alert');
    await expect(message).toContainText(`${assistant.name} cannot be reached`);
    return {dialog, message};
  };

  test('an unreachable origin: the message, the assistant in a new tab, and search', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(UNREACHABLE_ERROR);
    await page.route(`${assistant.origin}/**`, (route) => route.abort('failed'));
    // A page of the develop tree, which has a search index of its own.
    await page.goto(FIXTURE_PAGES.index);
    await waitForHydration(page);
    const {dialog, message} = await openAndWaitForMessage(page);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    const newTab = message.getByRole('link', {name: `Open ${assistant.name} in a new tab`});
    await expect(newTab).toHaveAttribute('href', assistant.embedUrl);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', /\bnoopener\b/);
    // The develop tree has a search index of its own: the link searches it.
    const search = message.getByRole('link', {name: 'Search the documentation instead'});
    await expect(search).toHaveAttribute('href', '/search?version=docs%2Fdevelop%2F');

    // The links are readable in both colour modes.
    const problems = await axeModalBothModes(page);
    expect(problems).toEqual([]);

    // The search link closes the dialog and opens the results page of the reader's tree.
    await search.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search\?version=docs%2Fdevelop%2F$/);
  });

  test('a slow origin: loading until the timeout, then the message', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(UNREACHABLE_ERROR);
    // The origin never answers: neither the probe nor the frame.
    await page.route(`${assistant.origin}/**`, () => {});
    await page.clock.install();
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await openButton(page).click();
    await page.clock.runFor(PRESS_EFFECT_MS);
    const dialog = page.getByRole('dialog', {name: assistant.name});
    await expect(dialog.getByRole('status')).toHaveText(`${assistant.name} is loading…`);
    await page.clock.runFor(FRAME_TIMEOUT_MS - 1_000);
    await expect(dialog.getByRole('status')).toHaveText(`${assistant.name} is loading…`);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(dialog.getByRole('alert')).toContainText(`${assistant.name} cannot be reached`);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    // The latest release's readers search the latest index.
    await expect(
      dialog.getByRole('link', {name: 'Search the documentation instead'}),
    ).toHaveAttribute('href', '/search');
  });

  test('offline: the message at once; back online, opening again loads the assistant', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(UNREACHABLE_ERROR);
    await page.goto('/docs/');
    await waitForHydration(page);
    // The service worker registers once the page is idle after load (src/plugins/pwa); going
    // offline in the middle of that would fail the registration, which is not under test here.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    const {dialog} = await openAndWaitForMessage(page);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    // Focus stays in the dialog, on its controls; the message is announced, not focused.
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await context.setOffline(false);
    await page.keyboard.press('Escape');
    await openButton(page).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(
      page.frameLocator('iframe[title$="assistant"]').getByText('Ask me about Kasm.'),
    ).toBeVisible();
  });
});

/**
 * Where the button is: at every width it sits in the navbar, so at the top, middle and bottom of
 * a long page with a table of contents, and on the home page, only the button's own containers
 * are under its corners and centre (no text, link or control of the page); the phone menu opens
 * over it, and so do the search suggestions where they reach it (on a phone).
 */
const WIDTHS: [number, number][] = [
  [390, 844],
  [768, 1024],
  [1000, 800],
  [1280, 800],
  [1920, 1080],
];
/** A long fixture page with a table of contents (tests/lib/fixturePages.ts). */
const LONG_PAGE = FIXTURE_PAGES.pageContent;

/** What lies under the button's corners and centre, other than its own containers. */
function coveredByButton(page: Page): Promise<string[] | null> {
  return page.evaluate((name) => {
    const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
    if (!button) return ['no button'];
    const box = button.getBoundingClientRect();
    // Out of sight (the navbar hides on scrolling down): it covers nothing.
    if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
    const inset = 1;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    button.style.pointerEvents = 'none';
    const covered = points.flatMap(([x, y]) => {
      const under = document.elementFromPoint(x, y);
      if (!under || under.contains(button)) return [];
      const text = (under.textContent ?? '').trim().slice(0, 40);
      return [
        `(${Math.round(x)}, ${Math.round(y)}): <${under.tagName.toLowerCase()} class="${under.className}"> ${text}`,
      ];
    });
    button.style.pointerEvents = '';
    return covered;
  }, `Open ${assistant.name} assistant`);
}

/** The topmost element at the button's centre: the button itself, or what is over it. */
function topmostAtButtonCentre(page: Page): Promise<'button' | string> {
  return page.evaluate((name) => {
    const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && button.contains(top)
      ? 'button'
      : `<${top?.tagName.toLowerCase()} class="${top?.className}">`;
  }, `Open ${assistant.name} assistant`);
}

/** Scrolls to the top, middle or bottom of the page, with the navbar in sight. */
async function scrollTo(page: Page, position: 'top' | 'middle' | 'bottom') {
  await page.evaluate((where) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const y = where === 'top' ? 0 : where === 'middle' ? Math.round(end / 2) : end;
    window.scrollTo({top: y, behavior: 'instant'});
  }, position);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // Back up by more than the navbar's height, which brings the navbar back (the theme hides it
  // on scrolling down and leaves it hidden within its height of the page's end).
  if (position !== 'top') {
    await page.evaluate(() => window.scrollBy({top: -100, behavior: 'instant'}));
  }
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  await settle(page);
}

for (const [width, height] of WIDTHS) {
  test.describe(`the assistant button at ${width}x${height}`, () => {
    test.use({viewport: {width, height}, reducedMotion: 'reduce'});

    test(`covers no text, link or control${width < 997 ? ', and lies under the open phone menu' : ''}`, async ({
      page,
    }) => {
      const problems: string[] = [];
      const check = async (where: string) => {
        const covered = (await coveredByButton(page)) ?? ['the button is out of sight'];
        problems.push(...covered.map((line) => `${where}: ${line}`));
      };
      await page.goto(LONG_PAGE);
      await waitForHydration(page);
      await expect(openButton(page)).toBeVisible();
      for (const position of ['top', 'middle', 'bottom'] as const) {
        await scrollTo(page, position);
        await check(`${LONG_PAGE} ${position}`);
      }
      if (width < 997) {
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
        await settle(page);
        expect(await topmostAtButtonCentre(page), 'on top of the open menu').not.toBe('button');
      }
      // The home page has no sidebar or table of contents: the layout around the navbar differs.
      await page.goto('/');
      await waitForHydration(page);
      await check('/');
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the assistant button on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, reducedMotion: 'reduce'});

  test('lies under the search box and its suggestions, which reach over it', async ({page}) => {
    await page.goto(LONG_PAGE);
    await waitForHydration(page);
    const box = await readySearchBox(page);
    await box.fill('install');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible({timeout: 60_000});
    const {overlap, buttonOnTop} = await page.evaluate((name) => {
      const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
      const search = document.activeElement!;
      const listbox = document.querySelector('[role="listbox"]')!;
      const over = [search.getBoundingClientRect(), listbox.getBoundingClientRect()];
      const b = button.getBoundingClientRect();
      let points = 0;
      const found: string[] = [];
      for (let x = b.left + 1; x < b.right; x += 2) {
        for (let y = b.top + 1; y < b.bottom; y += 2) {
          const inside = over.some((r) => x > r.left && x < r.right && y > r.top && y < r.bottom);
          if (!inside) continue;
          points += 1;
          const top = document.elementFromPoint(x, y);
          if (top && button.contains(top)) found.push(`(${x}, ${y})`);
        }
      }
      return {overlap: points, buttonOnTop: found};
    }, `Open ${assistant.name} assistant`);
    // On a phone the focused search box widens over the navbar's right side, button included.
    expect(
      overlap,
      'points where the search box or suggestions and the button overlap',
    ).toBeGreaterThan(0);
    expect(buttonOnTop, 'points where the button is over them').toEqual([]);
  });
});
