import { expect, test, type Locator, type Page } from '@playwright/test';
import { isFocused, press, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean } from './portal.ts';

// The investor-profile poll (PERFILINVERSIONISTA, square theme, risk-profile variant)
// produces each of the three profiles from different answers, keyboard only. Rodrigo owns this
// file (no other end-to-end test changes his profile); the API starts on a fresh database.

const QUESTIONS = [
  '¿Por cuánto tiempo piensa mantener su inversión?',
  'Si su inversión de $\u00a010.000.000 cae a $\u00a08.500.000 en un mes, ¿qué haría?',
  '¿En qué instrumentos ha invertido durante los últimos 2 años?',
] as const;

/** The alternatives' names (their HTML read as text), by question, for values 1 to 3. */
const ALTERNATIVES = [
  ['Menos de 1 año', 'Entre 1 y 3 años', 'Más de 3 años'],
  ['Rescato todo de inmediato', 'Espero a que se recupere', 'Invierto más aprovechando el precio'],
  [
    'Depósitos a plazo y cuentas de ahorro',
    'Fondos mutuos de renta fija o balanceados',
    'Acciones nacionales o extranjeras',
  ],
] as const;

/** Answers (1 to 3 per question) whose mean gives each profile (api profileFromAnswers). */
const RUNS = [
  { profile: 'Conservador', answers: [1, 2, 1] },
  { profile: 'Moderado', answers: [1, 3, 2] },
  { profile: 'Agresivo', answers: [3, 3, 2] },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Logs Rodrigo in with the keyboard and enters as himself (he also acts for companies). */
async function loginRodrigo(page: Page) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), demo.rodrigo.rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar', exact: true }));
  await expect(page).toHaveURL(/\/seleccionarCuenta$/);
  await press(
    page,
    page.getByRole('button', { name: new RegExp(`Ingresar.*${demo.rodrigo.name}`) }),
  );
  await expect(page.getByRole('banner')).toContainText(demo.rodrigo.name);
}

/** Tabs into a question, then moves with the arrows (which choose) to the wanted alternative. */
async function answer(page: Page, scope: Locator, question: string, alternative: string) {
  // Any white space: the accessible name reads the amounts' no-break space as a plain one.
  const name = new RegExp(escape(question).replace(/\s+/g, '\\s+'));
  const group = scope.getByRole('radiogroup', { name });
  const target = group.getByRole('radio', { name: alternative, exact: true });
  const inGroup = () =>
    group.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  for (let i = 0; i < 60 && !(await inGroup()); i++) await page.keyboard.press('Tab');
  expect(await inGroup()).toBe(true);
  // Entering a group focuses its chosen (else first) alternative; arrows wrap around.
  for (let i = 0; i < 4 && !(await isFocused(target)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

test.describe('investor-profile poll', () => {
  test('three runs of the poll give Conservador, Moderado and Agresivo, keyboard only', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginRodrigo(page);

    for (const [run, { profile, answers }] of RUNS.entries()) {
      await page.goto('/wizard/PERFILINVERSIONISTA');
      const main = page.getByRole('main');
      const title = main.getByRole('heading', { name: 'Encuesta de perfil de inversionista' });
      await expect(title).toBeFocused();
      await expect(main.getByRole('radiogroup')).toHaveCount(3);

      if (run === 0) {
        // Continuar with nothing answered: the summary names the missing questions.
        await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
        const summary = main.getByRole('group', {
          name: 'Responda todas las preguntas para continuar',
        });
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveCount(3);
        await expectAxeClean(page);
      }

      for (const [index, value] of answers.entries()) {
        await answer(page, main, QUESTIONS[index]!, ALTERNATIVES[index]![value - 1]!);
      }
      await expect(main.getByRole('group', { name: /Responda todas/ })).toHaveCount(0);
      await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
      // The poll first states the resulting profile; Continuar again goes on to the profile step.
      await expect(main.getByText(`Su perfil de inversionista es ${profile}`)).toBeVisible();
      // The header's badge follows at once, before the profile step.
      await expect(page.getByRole('banner')).toContainText(profile);
      await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));

      // The profile step: the tabs open on the profile the answers produced.
      await expect(
        main.getByRole('heading', { name: 'Su perfil de inversionista', exact: true }),
      ).toBeFocused();
      const current = main.getByRole('tab', { selected: true });
      await expect(current).toContainText(profile);
      await expect(main.getByText('Este es su perfil actual.')).toBeVisible();
      await expect(main.getByText('Los productos que puede operar son:')).toBeVisible();
      if (run === 0) await expectAxeClean(page);

      await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
      await expect(main.getByRole('heading', { name: 'Perfil actualizado' }).first()).toBeVisible();
    }

    // The last poll stays: opened again, the wizard starts from Agresivo's answers.
    await page.goto('/wizard/PERFILINVERSIONISTA');
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: ALTERNATIVES[0][2], exact: true })).toBeChecked();
    await expect(main.getByRole('radio', { name: ALTERNATIVES[2][1], exact: true })).toBeChecked();

    // 'Cambiar Perfil' re-opens the poll in a dialog over the profile; its answers change the tabs.
    await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(main.getByText('Su perfil de inversionista es Agresivo')).toBeVisible();
    await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(main.getByRole('tab', { selected: true })).toContainText('Agresivo');
    await press(page, main.getByRole('button', { name: 'Cambiar Perfil' }));
    const dialog = page.getByRole('dialog', { name: /Encuesta de perfil de inversionista/ });
    await expect(dialog.getByRole('radiogroup')).toHaveCount(3);
    await expectAxeClean(page);
    for (const [index, alternatives] of ALTERNATIVES.entries()) {
      await answer(page, dialog, QUESTIONS[index]!, alternatives[0]);
    }
    await press(page, dialog.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(dialog.getByText('Su perfil de inversionista es Conservador')).toBeVisible();
    await press(page, dialog.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(dialog).toBeHidden();
    const selected = main.getByRole('tab', { selected: true });
    await expect(selected).toContainText('Conservador');
    await expect(selected).toBeFocused();

    // His profile page, from the account menu: the profile in force and every poll he kept today
    // on top of the firm's opening profile, newest first.
    await press(page, page.getByRole('button', { name: 'Mi cuenta' }));
    await press(page, page.getByRole('menuitem', { name: 'Perfil de Inversionista' }));
    await expect(page).toHaveURL(/\/perfilInversionista$/);
    const profilePage = page.getByRole('main');
    await expect(profilePage.getByRole('heading', { level: 1 })).toHaveText(
      'Perfil de Inversionista',
    );
    const inForce = (await page.getByRole('banner').innerText()).match(
      /Conservador|Moderado|Agresivo/,
    )![0];
    const history = profilePage.getByRole('table', { name: 'Historial de cambios' });
    const rows = history.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows.first()).toContainText(inForce);
    await expect(rows.first()).toContainText('Vigente');
    await expect(rows.first()).toContainText('27/11/2026');
    await expect(rows.first()).toContainText('Encuesta respondida por usted');
    await expect(rows.last()).toContainText('Asignado al abrir su cuenta');
    await expect(rows).toHaveCount(await rows.count());
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    await expectAxeClean(page);
    await press(page, profilePage.getByRole('button', { name: 'Modificar Perfil' }));
    await expect(page).toHaveURL(/\/wizard\/PERFILINVERSIONISTA$/);
  });
});
