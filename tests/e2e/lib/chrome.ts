/**
 * The site's chrome as tests reach it: the version menu, and the colours the browser computed.
 */
import type {Locator, Page} from '@playwright/test';

import {contrast} from '../../../src/plugins/codeHighlighting/accessibleTheme';

/** Opens the navbar's version menu (it opens on hover) and returns the menu. */
export async function openVersionMenu(page: Page): Promise<Locator> {
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  return dropdown.locator('.dropdown__menu');
}

/** A computed CSS colour, `rgb(...)` or `rgba(...)`, as [r, g, b, alpha]. */
export function parseCssColor(color: string): [number, number, number, number] {
  const [r, g, b, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, alpha];
}

/** WCAG contrast ratio of two computed, opaque CSS colours. */
export function cssContrast(first: string, second: string): number {
  const [r1, g1, b1] = parseCssColor(first);
  const [r2, g2, b2] = parseCssColor(second);
  return contrast([r1, g1, b1], [r2, g2, b2]);
}
