import { expect, type Locator, type Page } from '@playwright/test';
import { choose, select, typeInto } from './keyboard.ts';

/**
 * Fills the personal-data address step with the keyboard: the cascade from the API's lists
 * (country, region, city, commune in Concepción) and the street.
 */
export async function fillConcepcionAddress(page: Page, address: Locator) {
  // Chile comes chosen; the lists show names only, the provinces under their own name.
  await expect(select(address, 'País')).toContainText('Chile');
  await choose(page, select(address, 'Región'), /^Biobío$/);
  await choose(page, select(address, 'Provincia'), /^Concepción$/);
  await choose(page, select(address, 'Comuna'), /^Concepción$/);
  await typeInto(
    page,
    address.getByRole('textbox', { name: /^Calle y número/ }),
    'Calle Barros Arana 541',
  );
}
