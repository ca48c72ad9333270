import {assistant} from '../../config/product';
import {
  FRAME_HEIGHT_PX,
  FRAME_SANDBOX,
  PRESS_EFFECT_MS,
} from '../../src/plugins/assistant/client/assistant';
import {ASSISTANT_PAGE, expect, test} from './fixtures';

const openButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: `Open ${assistant.name} assistant`});

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
      let answerFrame: () => void = () => {};
      const frameRequested = new Promise<void>((resolve) => {
        void page.route(`${assistant.origin}/**`, async (route) => {
          resolve();
          await new Promise<void>((release) => (answerFrame = release));
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
      frameLoads += 1;
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
    const stops: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'outside the document';
          return active.closest('dialog') ? 'dialog' : active.outerHTML.slice(0, 80);
        }),
      );
    }
    expect(stops.filter((stop) => stop !== 'dialog' && stop !== 'outside the document')).toEqual(
      [],
    );
    // Focus reached the dialog's controls, and came back to them after leaving the document.
    const firstExit = stops.indexOf('outside the document');
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(2);
    if (firstExit >= 0) expect(stops.slice(firstExit)).toContain('dialog');
  });
});
