/**
 * Mermaid diagrams (config/mermaid.ts): drawn on the page with their accessible title, and
 * readable in light and dark mode (labels reach 4.5:1 against their boxes).
 */
import {expect, test} from './fixtures';

const PAGE = '/docs/guide/system_architecture';

/** WCAG contrast ratio of two computed CSS colours ("rgb(r, g, b)"). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the architecture diagram is drawn and readable in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    const diagram = page.getByRole('document', {
      name: 'Kasm Workspaces roles and the connections between them',
    });
    await expect(diagram).toBeVisible({timeout: 20_000});
    await expect(diagram.locator('.nodeLabel', {hasText: 'Connection proxy'})).toBeVisible();

    const colours = await diagram.evaluate((svg) =>
      Array.from(svg.querySelectorAll('.node')).map((node) => ({
        box: getComputedStyle(node.querySelector('rect, polygon, path')!).fill,
        label: getComputedStyle(node.querySelector('.nodeLabel, text')!).color,
      })),
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const {box, label} of colours) {
      expect(contrast(box, label), `label ${label} on ${box}`).toBeGreaterThanOrEqual(4.5);
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
      expect(contrast(box, label), `edge label ${label} on ${box}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
