import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../src/axe.ts';
import { demo, login } from './portal.ts';

// Every wizard wizard-spec section 1 names (plus the test service LANDINGNUEVO) opens
// at /wizard/<ID> in its context for a logged-in client, on its first step, without an error.

/** Each wizard and the context it runs in (the EB* and contract ones carry theirs). */
const WIZARDS: readonly { id: string; context?: string }[] = [
  { id: 'BIENVENIDA' },
  { id: 'UCDSHOWCONTRACT', context: 'usoCanalDigital' },
  { id: 'UCDSHOWCONTRACTNOTMAIL', context: 'usoCanalDigital' },
  { id: 'DECLARACIONINVERSIONISTA' },
  { id: 'EBDATOSPERSONALESCLIENTE', context: 'enrolamientoBco' },
  { id: 'CUENTASBANCARIASCLIENTE' },
  { id: 'EBCUENTASBANCARIASCLIENTE', context: 'enrolamientoBco' },
  { id: 'ONBCUENTASBANCARIASCLIENTE' },
  { id: 'PERFILINVERSIONISTA' },
  { id: 'EBPERFILINVERSIONISTA', context: 'enrolamientoBco' },
  { id: 'LANDINGNUEVO' },
];

/** The error blocks of the engine: unknown step, failed step, bad or unloadable template, unknown field. */
const ERROR_TEXTS = [
  /Este paso no está disponible/,
  /No pudimos mostrar este paso/,
  /No es posible mostrar este formulario/,
  /No pudimos cargar el formulario/,
  /Campo no disponible/,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first step's title as the engine shows it (step title, else the wizard's heading, else the
 * id), from the demo configuration; `${field}` placeholders (the client's name) match any text.
 */
function firstHeading(id: string): RegExp {
  const file = new URL(`../../api/wizards/${id}.json`, import.meta.url);
  const template = JSON.parse(readFileSync(file, 'utf8')) as {
    config: { heading?: { title?: string } };
    steps: { config: { title?: string } }[];
  };
  const title = template.steps[0]?.config.title ?? template.config.heading?.title ?? id;
  const pattern = title
    .split(/\$\{\w+\}/)
    .map(escape)
    .join('.*');
  return new RegExp(`^\\s*${pattern}\\s*$`, 'i');
}

// One login for the whole file (a login costs more than opening a wizard): the tests run in
// order on one page; a failed one restarts the worker, which logs in again.
test.describe.configure({ mode: 'default' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId, viewport, reducedMotion, colorScheme } =
    testInfo.project.use;
  // A context of its own: axe opens a helper page in it.
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    reducedMotion,
    colorScheme,
  });
  page = await context.newPage();
  await login(page, demo.camila.rut);
});

test.afterAll(async () => {
  await page?.context().close();
});

test.describe('every named wizard opens', () => {
  for (const { id, context } of WIZARDS) {
    test(`${id} opens at /wizard/${id}${context ? ` (${context})` : ''}`, async () => {
      const errors: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('console', onConsole);
      try {
        await page.goto(`/wizard/${id}${context ? `?context=${context}` : ''}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: firstHeading(id) }).first()).toBeVisible();
        // Whatever the first step loads (lists, documents, profile) has arrived.
        await expect(main.getByText('Cargando...')).toHaveCount(0);
        for (const text of ERROR_TEXTS) await expect(main.getByText(text)).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The wizard's part of the page (the shell around it has its own axe tests): faster.
        const violations = await seriousViolations(page, 'main', { frameless: true });
        expect(violations, violations.join('\n')).toEqual([]);
        expect(errors, errors.join('\n')).toEqual([]);
      } finally {
        page.off('console', onConsole);
      }
    });
  }
});
