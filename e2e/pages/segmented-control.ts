import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';

/**
 * Picks an option of a segmented control the way a person does: by clicking the visible segment (the
 * radio's label; the radio input itself is zero-sized), then checks that it took.
 */
export async function chooseSegment(group: Locator, optionName: string): Promise<void> {
  const option = group.getByRole('radio', { name: optionName, exact: true });
  const id = await option.getAttribute('id');
  if (!id) throw new Error(`The "${optionName}" option has no id to find its label by`);
  await group.locator(`label[for="${id}"]`).click();
  // By id: choosing a language renames the control itself.
  await expect(group.page().locator(`[id="${id}"]`)).toBeChecked();
}
