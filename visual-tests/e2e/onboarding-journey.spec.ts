import { REQUIRED_HEADERS } from '@inversiones/contract/wire';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  choose,
  pickRadio,
  press,
  pressUntilFocused,
  select,
  toggle,
  typeInto,
} from './keyboard.ts';
import { fillConcepcionAddress } from './address.ts';
import { demo, DEMO_PASSWORD, expectAxeClean } from './portal.ts';

// Valentina, the onboarding demo client, logs in and the wizard controller walks her
// through welcome, personal data, bank accounts, the investor-profile poll, the declaration and
// the contracts, with the keyboard only; each wizard's data is saved, and she ends on the
// signed-documents panel. The API runs on a fresh database per run: this file owns Valentina.

/** The channel headers every API call carries. */
const CHANNEL = REQUIRED_HEADERS;

/** A wizard's stored data for the logged-in client, read with the browser's session. */
async function storedData(page: Page, context: string, id: string) {
  const prefix = context === 'base' ? '' : `/${context}`;
  const response = await page.request.get(`/api${prefix}/wizards/${id}/data`, {
    headers: CHANNEL,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { jsonData: Record<string, Record<string, unknown>> })
    .jsonData;
}

/** The onboarding position the portal keeps (spec: it advances by one on each controller call). */
const stage = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('jarvisStep') ?? '0'));

/** The modal wizard once its step title (the dialog's name) has the focus. */
async function wizardStep(page: Page, title: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title }).first()).toBeFocused();
  return dialog;
}

const continueButton = (scope: Locator) =>
  scope.getByRole('button', { name: 'Continuar', exact: true });

/** After a wizard's last saved step: the result panel, then Continuar asks the controller. */
async function continueAfterSaved(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Los datos se han guardado con éxito.')).toBeVisible();
  await press(page, continueButton(dialog));
}

async function loginWithKeyboard(page: Page) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), demo.valentina.rut);
  await pressUntilFocused(page, page.getByLabel(/^Clave/));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

async function welcome(page: Page) {
  // Her phone is missing, but her onboarding asks for it: no notice sends her to an executive.
  const landing = page.getByRole('dialog', { name: /bienvenida/i });
  await expect(landing.getByRole('heading', { name: /valentina/i }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'DATOS FALTANTES' })).toHaveCount(0);
  // One journey: the welcome is the first of her six wizards, not 'Paso 1 de 2' alone.
  await expect(landing).toContainText(/Etapa 1 de 6 · /);
  await expectAxeClean(page);
  await press(page, landing.getByRole('button', { name: 'Comenzar' }));
  // Its success step: Finalizar hands over to the controller, which opens the enrolment.
  const done = page.getByRole('dialog', { name: '¡Listo!' });
  await press(page, done.getByRole('button', { name: 'Finalizar' }));
}

async function personalData(page: Page) {
  const personal = await wizardStep(page, 'Datos personales');
  await expect(personal).toContainText('1 / 3');
  await expect(personal).toContainText('Etapa 2 de 6 · Datos personales');
  await typeInto(page, personal.getByRole('textbox', { name: /^Nombres/ }), 'Valentina Paz');
  await typeInto(page, personal.getByRole('textbox', { name: /^Apellido paterno/ }), 'Herrera');
  await typeInto(page, personal.getByRole('textbox', { name: /^RUT/ }), '167890121');
  await typeInto(
    page,
    personal.getByRole('textbox', { name: /^Número de serie de la cédula/ }),
    '123456789',
  );
  const birth = personal.getByRole('group', { name: /Fecha de nacimiento/ });
  await pressUntilFocused(page, birth.getByRole('spinbutton').first());
  await page.keyboard.type('21061999');
  await toggle(page, personal.getByRole('radio', { name: 'Masculino' }));
  await page.keyboard.press('ArrowDown');
  await expect(personal.getByRole('radio', { name: 'Femenino' })).toBeChecked();
  const phone = personal.getByRole('group', { name: /Teléfono celular/ });
  await choose(page, select(phone, 'Código de país'), /\+56/);
  await typeInto(page, phone.getByRole('textbox', { name: /Número/ }), '987650123');
  await typeInto(
    page,
    personal.getByRole('textbox', { name: /^Correo electrónico/ }),
    'valentina.herrera@correo-demo.cl',
  );
  await press(page, continueButton(personal));

  const address = await wizardStep(page, 'Dirección particular');
  await fillConcepcionAddress(page, address);
  await press(page, continueButton(address));

  const work = await wizardStep(page, 'Trabajo y familia');
  await choose(page, select(work, 'Situación laboral'), /^Estudiante$/);
  await choose(page, select(work, 'Estado civil'), /Soltero\(a\)/);
  await press(page, continueButton(work));
  await continueAfterSaved(page);
}

async function bankAccounts(page: Page) {
  const dialog = await wizardStep(page, 'Cuentas bancarias');
  await press(page, dialog.getByRole('button', { name: 'Agregar' }));
  const form = dialog.getByRole('form', { name: 'Agregar cuenta bancaria' });
  // The enrolment lists the bank with key SEC first.
  const bank = select(form, 'Banco');
  // The list loads first ('Cargando...'), and a loading select does not open.
  await expect(bank).not.toHaveAttribute('data-loading');
  await press(page, bank);
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/Banco Security/);
  await page.keyboard.press('Escape');
  await choose(page, bank, /^Banco Security$/);
  await choose(page, select(form, 'Tipo de cuenta'), /^Cuenta corriente$/);
  await choose(page, select(form, 'Moneda'), /^Pesos chilenos \(CLP\)$/);
  await typeInto(page, form.getByRole('textbox', { name: /^Número de cuenta/ }), '00123456');
  await press(page, form.getByRole('button', { name: 'Guardar' }));
  await expect(
    dialog.getByRole('button', { name: 'Editar cuenta Banco Security terminada en 3456' }),
  ).toBeFocused();
  await press(page, continueButton(dialog));
  await continueAfterSaved(page);
}

/** The poll's questions (EBPERFILINVERSIONISTA) and the alternatives she picks. */
const POLL_ANSWERS: readonly [RegExp, string][] = [
  [/plazo de su inversión/, 'Más de 3 años'],
  [/cae un 10% en un mes/, 'Espera a que se recupere'],
  [/experiencia tiene invirtiendo/, 'Ninguna'],
];

async function investorProfile(page: Page) {
  const dialog = await wizardStep(page, 'Perfil de inversionista');
  for (const [question, alternative] of POLL_ANSWERS) {
    const group = dialog.getByRole('radiogroup', { name: question });
    await pickRadio(page, group, group.getByRole('radio', { name: alternative, exact: true }));
  }
  await expect(dialog).toContainText('Etapa 4 de 6 · Perfil de inversionista');
  await press(page, continueButton(dialog));
  // The poll ends by stating her profile, and the header's badge says it at once.
  await expect(dialog.getByRole('status')).toContainText('Su perfil de inversionista es Moderado');
  await expect(page.locator('header')).toContainText('Moderado');
  await press(page, continueButton(dialog));
  await continueAfterSaved(page);
}

async function declaration(page: Page) {
  const dialog = await wizardStep(page, 'Declaración de inversionista');
  await toggle(page, dialog.getByRole('checkbox', { name: /actividades lícitas/ }));
  await press(page, continueButton(dialog));
  await continueAfterSaved(page);
}

async function contracts(page: Page) {
  const dialog = await wizardStep(page, 'Contratos por firmar');
  await expect(dialog.getByRole('checkbox', { name: /Contrato General de Fondos/ })).toBeChecked();
  const firmar = dialog.getByRole('button', { name: 'Firmar' });
  await expect(firmar).toBeDisabled();
  await toggle(
    page,
    dialog.getByRole('checkbox', {
      name: 'He leído y acepto las condiciones de los documentos a firmar.',
    }),
  );
  await press(page, firmar);
  const panel = page.getByRole('region', { name: 'Sus documentos han sido firmados' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(/Contrato General de Fondos con fecha \d{2}\/\d{2}\/\d{4}/);
  // Each signed document has its own download, named with the document (issue 18's panel).
  await expect(
    panel.getByRole('button', { name: 'Descargar documento firmado Contrato General de Fondos' }),
  ).toBeVisible();
  return panel;
}

test.describe('onboarding journey', () => {
  test('Valentina walks her whole onboarding with the keyboard and ends on her signed documents', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginWithKeyboard(page);
    await welcome(page);
    // Each controller call moves the onboarding position: the login's, then the welcome's end.
    expect(await stage(page)).toBe(2);

    await personalData(page);
    await bankAccounts(page);
    await investorProfile(page);
    await declaration(page);
    await contracts(page);
    await expectAxeClean(page);

    // Everything she gave is stored, each wizard in its context.
    const personal = await storedData(page, 'enrolamientoBco', 'EBDATOSPERSONALESCLIENTE');
    expect(personal.datos).toMatchObject({
      Nombre: 'Valentina Paz',
      Rut: '16789012-1',
      Sexo: 'F',
      Email: 'valentina.herrera@correo-demo.cl',
    });
    expect(personal.direccion).toMatchObject({ codigoComuna: '08101' });
    expect(personal.laborales).toMatchObject({ SituacionLaboral: 'EST', EstadoCivil: 'S' });
    const declared = await storedData(page, 'enrolamientoBco', 'DECLARACIONINVERSIONISTA');
    expect(declared.declaracionInversionista).toMatchObject({ INVFI_1: true });
    const banks = await storedData(page, 'enrolamientoBco', 'EBCUENTASBANCARIASCLIENTE');
    expect(banks.cuentasBancariasCliente).toEqual([
      expect.objectContaining({ CuentaBancaria: '00123456', IdTipoCtaBanc: '1', IdMoneda: '1' }),
    ]);
    // Her answers (3, 2, 1: a mean of 2) make her Moderado, in her client record too.
    const poll = await storedData(page, 'enrolamientoBco', 'EBPERFILINVERSIONISTA');
    expect(poll.encuesta).toMatchObject({ perfilId: 2 });
    const client = await page.request.get('/api/client', { headers: CHANNEL });
    expect(((await client.json()) as { Perfil: string }).Perfil).toBe('Moderado');
    const signed = await page.request.get('/api/documentos/firmados', { headers: CHANNEL });
    const groups = (await signed.json()) as {
      documentos: { documentos: { nombre: string; firmado: boolean }[] }[];
    };
    expect(
      groups.documentos
        .flatMap((g) => g.documentos)
        .filter((d) => d.firmado)
        .map((d) => d.nombre),
    ).toEqual(
      expect.arrayContaining(['Contrato General de Fondos', 'Contrato de Uso de Canal Digital']),
    );

    // Finalizar ends the last wizard: the controller has nothing more to open.
    await press(page, page.getByRole('button', { name: 'Finalizar' }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus lands on the home page's confirmation, not on <body>.
    const confirmation = page.locator(':focus');
    await expect(confirmation).toContainText('Su cuenta está lista');
    await expect(page).toHaveURL(/\/$/);
    const jarvis = await page.request.get('/api/jarvis', { headers: CHANNEL });
    expect(await jarvis.json()).toEqual({ response: 'none' });
    // One controller call per wizard's end, after the login's: seven positions on.
    expect(await stage(page)).toBe(7);
  });
});
