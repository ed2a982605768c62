import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only helpers for the wizard end-to-end tests: Tab to a control, then act on it.

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses `key` (Tab by default) until `target` has the focus: the keyboard, never the mouse. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 150) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Tabs to a button (or link) and presses Enter. */
export async function press(page: Page, button: Locator) {
  await pressUntilFocused(page, button);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox or radio and presses Space. */
export async function toggle(page: Page, control: Locator) {
  await pressUntilFocused(page, control);
  await page.keyboard.press('Space');
}

/** Tabs to a text field, replaces its text by typing, and leaves it with Tab (blur checks). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await pressUntilFocused(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Opens a select from the keyboard and moves down its list until `option` is chosen. */
export async function choose(page: Page, trigger: Locator, option: RegExp) {
  await expect(trigger).toBeEnabled();
  // A service select stays closed while it says 'Cargando...': wait until its list is there.
  await expect(trigger).not.toHaveAttribute('data-loading');
  await pressUntilFocused(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option })).toHaveCount(1);
  const focusedOption = listbox.locator('[role="option"]:focus');
  for (let i = 0; i < 120; i++) {
    if (
      (await focusedOption.count()) > 0 &&
      option.test((await focusedOption.innerText()).trim())
    ) {
      break;
    }
    await page.keyboard.press('ArrowDown');
  }
  await expect(focusedOption).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toContainText(option);
}

/** A select's trigger: its name is the chosen text (or placeholder) followed by the label. */
export const select = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${label}( Opcional)?$`) });

/** Tabs into a radio group, then moves with the arrows (which choose) to `option`. */
export async function pickRadio(page: Page, group: Locator, option: Locator) {
  const inGroup = () =>
    group.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  await expect(group).toBeVisible();
  for (let i = 0; i < 80 && !(await inGroup()); i++) await page.keyboard.press('Tab');
  expect(await inGroup()).toBe(true);
  // Entering a group focuses its chosen (else first) option; the arrows wrap around.
  for (let i = 0; i < 8 && !(await isFocused(option)); i++) await page.keyboard.press('ArrowDown');
  await expect(option).toBeFocused();
  if (!(await option.isChecked())) await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/** Tabs into `tab`'s tab list (its chosen tab takes the focus), then the arrows move to `tab`. */
export async function chooseTab(page: Page, tab: Locator) {
  const list = tab.locator('xpath=ancestor::*[@role="tablist"][1]');
  const inList = () =>
    list.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  await expect(tab).toBeVisible();
  for (let i = 0; i < 150 && !(await inList()); i++) await page.keyboard.press('Tab');
  expect(await inList()).toBe(true);
  for (let i = 0; i < 8 && !(await isFocused(tab)); i++) await page.keyboard.press('ArrowRight');
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Tabs to a button that closes its own window and presses Enter: the window may close between
 * the key's down and up, which Playwright reports as an error once the page is gone.
 */
export async function pressToClose(page: Page, button: Locator) {
  await pressUntilFocused(page, button);
  const closed = page.waitForEvent('close');
  await page.keyboard.press('Enter').catch((error: unknown) => {
    if (!page.isClosed()) throw error;
  });
  await closed;
}
