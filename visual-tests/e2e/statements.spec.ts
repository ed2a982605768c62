import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { choose, press, pressUntilFocused, select } from './keyboard.ts';
import { parseSignedPesos } from './money.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Cartolas against the reference API (its clock Friday 27/11/2026 10:30), keyboard only: the
// statement's figures on screen and in its PDF are the same, to the peso.

const main = (page: Page) => page.getByRole('main');

/** A figure of the statement's summary, by the start of its term. */
async function figure(page: Page, term: RegExp): Promise<{ term: string; amount: bigint }> {
  const dt = main(page).locator('dt').filter({ hasText: term });
  const text = (await dt.innerText()).trim();
  return { term: text, amount: parseSignedPesos(await dt.locator('+ dd').innerText()) };
}

/** '$ 1.234.567' as the PDF prints pesos (plain spaces, '-' for minus). */
const printed = (amount: bigint) =>
  `${amount < 0n ? '-' : ''}$ ${(amount < 0n ? -amount : amount).toLocaleString('de-DE')}`;

/** Types a date into a dd/mm/aaaa field from the keyboard (its day segment first). */
async function typeDate(page: Page, label: RegExp, digits: string) {
  const day = main(page).getByRole('group', { name: label }).getByRole('spinbutton').first();
  await pressUntilFocused(page, day);
  await page.keyboard.type(digits);
}

test.describe('statements', () => {
  test("Camila downloads last month's funds statement: the PDF prints the figures her screen shows", async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/cartolas');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartolas' })).toBeVisible();
    // Last month by default, consolidated.
    await expect(
      main(page).getByRole('heading', { name: 'Cartola consolidada: Noviembre 2026' }),
    ).toHaveCount(0);
    await expect(
      main(page).getByRole('heading', { name: 'Cartola consolidada: Octubre 2026' }),
    ).toBeVisible();
    await choose(page, select(main(page), 'Producto'), /^Fondos Mutuos$/);
    await expect(
      main(page).getByRole('heading', { name: 'Fondos Mutuos: Octubre 2026' }),
    ).toBeVisible();
    await expectAxeClean(page);

    const opening = await figure(page, /^Saldo inicial al 30\/09\/2026/);
    const closing = await figure(page, /^Saldo final al 31\/10\/2026/);
    const contributions = await figure(page, /^Aportes netos/);
    const result = await figure(page, /^Resultado del período/);
    expect(opening.amount + contributions.amount + result.amount).toBe(closing.amount);

    const download = page.waitForEvent('download');
    await press(page, main(page).getByRole('button', { name: 'Descargar cartola (PDF)' }));
    const file = await download;
    expect(file.suggestedFilename()).toBe('cartola-ffmm-2026-10.pdf');
    const bytes = new Uint8Array(await readFile(await file.path()));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Saldo inicial al 30/09/2026 ${printed(opening.amount)}`);
    expect(flat).toContain(`Saldo final al 31/10/2026 ${printed(closing.amount)}`);
    expect(flat).toContain(printed(result.amount));
  });

  test('a 10-day period gets the 15-day message; a longer one shows its statement', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/cartolas');
    const form = main(page).getByRole('form', { name: 'Cartola por período' });
    await typeDate(page, /Fecha de inicio/, '01112026');
    await typeDate(page, /Fecha de término/, '10112026');
    await press(page, form.getByRole('button', { name: 'Ver cartola' }));
    await expect(
      form.getByText('El período debe ser de al menos 15 días. Amplíe el rango de fechas.'),
    ).toBeVisible();
    await expectAxeClean(page);
    await typeDate(page, /Fecha de inicio/, '01102026');
    await press(page, form.getByRole('button', { name: 'Ver cartola' }));
    await expect(
      main(page).getByRole('heading', {
        name: 'Cartola consolidada: del 01/10/2026 al 10/11/2026',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/fechaInicio=20261001&fechaTermino=20261110/);
  });
});
