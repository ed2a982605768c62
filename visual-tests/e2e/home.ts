import { expect, type Locator, type Page } from '@playwright/test';
import { parsePesos, parseShownAmount, type ShownAmount } from './money.ts';

// Reading the home's figures exactly, for the files that check other screens agree with it.

/** The `nth-child` of the column whose header reads `header`. */
export async function columnOf(table: Locator, header: string): Promise<number> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `no column '${header}' in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The dólar observado a note names: 'al dólar observado del 27/11/2026 ($941,81)'. */
export async function rateIn(note: Locator): Promise<{ date: string; rate: ShownAmount }> {
  const match = /dólar observado del (\d{2}\/\d{2}\/\d{4}) \(([^)]+)\)/.exec(
    await note.innerText(),
  );
  expect(match, 'the note names the dólar observado and its date').not.toBeNull();
  return { date: match![1]!, rate: parseShownAmount(match![2]!) };
}

/** What the home shows: its total, each product of 'Distribución por producto', the rate. */
export async function readHome(page: Page) {
  const summary = page.getByRole('main').getByRole('region', { name: 'Mi patrimonio' });
  const total = summary.locator('dt', { hasText: 'Total invertido' }).locator('+ dd');
  await expect(total).toHaveText(/\d/);
  const table = page.getByRole('region', { name: 'Distribución por producto' }).getByRole('table');
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const amount = await columnOf(table, 'Monto');
  const products = new Map<string, bigint>();
  for (const row of await table.locator('tbody tr').all()) {
    products.set(
      (await row.getByRole('rowheader').innerText()).trim(),
      parsePesos(await row.locator(`:scope > :nth-child(${amount})`).innerText()),
    );
  }
  return { total: parsePesos(await total.innerText()), products, ...(await rateIn(summary)) };
}
