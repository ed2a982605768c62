import type { Locator, Page } from '@playwright/test';
import { choose, select, typeInto } from './keyboard.ts';

/**
 * Fills the personal-data address step with the keyboard: the cascade from the API's lists
 * (country, region, city, commune in Concepción) and the street.
 */
export async function fillConcepcionAddress(page: Page, address: Locator) {
  await choose(page, select(address, 'País'), /^CL - Chile$/);
  await choose(page, select(address, 'Región'), /^08 - Biobío$/);
  await choose(page, select(address, 'Ciudad'), /^081 - Concepción$/);
  await choose(page, select(address, 'Comuna'), /^08101 - Concepción$/);
  await typeInto(
    page,
    address.getByRole('textbox', { name: /^Calle y número/ }),
    'Calle Barros Arana 541',
  );
}
