/**
 * The Your deployment dialog (src/plugins/deployment), as the specs of the pages that use the
 * reader's values open and fill it.
 */
import {expect, type Locator, type Page} from '@playwright/test';

/** Opens the dialog from the navbar button and returns it. */
export async function openDeploymentPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', {name: 'Your deployment'}).click();
  const dialog = page.getByRole('dialog', {name: 'Your deployment'});
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the given fields (by label), saves, and waits for the dialog to close. */
export async function saveDeployment(page: Page, fields: Record<string, string>): Promise<void> {
  const dialog = await openDeploymentPanel(page);
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
}
