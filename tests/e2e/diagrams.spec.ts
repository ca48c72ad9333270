/**
 * Mermaid diagrams (config/mermaid.ts): drawn on the page with their accessible title, and
 * readable in light and dark mode (labels reach 4.5:1 against their boxes).
 */
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {cssContrast} from './lib/chrome';
import {expect, test} from './fixtures';

/** The fixture page's diagram (docs/_fixtures/diagrams.md): seven nodes, seven labelled arrows. */
const PAGE = FIXTURE_PAGES.diagrams;

for (const mode of ['light', 'dark'] as const) {
  test(`a diagram is drawn and readable in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    const diagram = page.getByRole('document', {
      name: 'Fixture diagram of a request through six services',
    });
    await expect(diagram).toBeVisible({timeout: 20_000});
    await expect(diagram.locator('.nodeLabel', {hasText: 'Application'})).toBeVisible();

    const colours = await diagram.evaluate((svg) =>
      Array.from(svg.querySelectorAll('.node')).map((node) => ({
        box: getComputedStyle(node.querySelector('rect, polygon, path')!).fill,
        label: getComputedStyle(node.querySelector('.nodeLabel, text')!).color,
      })),
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const {box, label} of colours) {
      expect(cssContrast(box, label), `label ${label} on ${box}`).toBeGreaterThanOrEqual(4.5);
    }
    // The labels on the arrows (ports, protocols) sit on their own background.
    const edgeLabels = await diagram.evaluate((svg) =>
      Array.from(svg.querySelectorAll('.edgeLabel p')).map((label) => ({
        box: getComputedStyle(label).backgroundColor,
        label: getComputedStyle(label).color,
      })),
    );
    expect(edgeLabels.length).toBeGreaterThan(3);
    for (const {box, label} of edgeLabels) {
      expect(cssContrast(box, label), `edge label ${label} on ${box}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
