import { expect, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../src/axe.ts';

/** The demo logins of the reference API (api/src/db/demo-data.ts). */
export const DEMO_PASSWORD = 'Demo.2026';
export const demo = {
  /** Natural person, one profile: straight to the home page. */
  camila: { rut: '12.345.678-5', name: 'Camila Andrea Rojas Fuentes' },
  /** Three profiles: himself, supervisor of a company, operator and Apoderado with TEFE. */
  rodrigo: { rut: '15.432.198-5', name: 'Rodrigo Ignacio Soto Muñoz' },
  /** Pending onboarding: her missing phone is asked for by her wizard (no 'DATOS FALTANTES'). */
  valentina: { rut: '16.789.012-1', name: 'Valentina Paz Herrera Díaz' },
  /** Pending onboarding too, owned by the personal-data wizard test (wizard.spec.ts). */
  ignacia: { rut: '18.234.567-9', name: 'Ignacia Belén Torres Araya' },
  /** Locked from the start; public-access.spec.ts unlocks him (so no other test may use him). */
  matias: { rut: '9.876.543-3', name: 'Matías Alejandro Vega Contreras' },
  /** Locked from the start and never unlocked: the login test's locked-account answer. */
  gonzalo: { rut: '11.222.333-9' },
  /** Only public-access.spec.ts uses her: it resets her password. */
  sofia: { rut: '14.567.890-0', name: 'Sofía Antonia Castro Navarro' },
  /** Only the lockout test uses it: five wrong passwords lock it. */
  tomas: { rut: '13.579.246-2' },
  /** The electronic-signature service is down for her (signing.spec.ts's referral). */
  francisca: { rut: '17.456.123-0', name: 'Francisca Isabel Muñoz Rivas' },
  /** Only the security-pass test logs in as her: it turns her second factor on and off. */
  martina: { rut: '14.682.395-5', name: 'Martina Soledad Vergara Núñez' },
  /** Without web access: only enrolment.spec.ts uses him, it creates his password. */
  ignacio: { rut: '19.283.746-4', name: 'Ignacio Andrés Pizarro Contreras' },
  /** Without web access nor a phone or e-mail on record: enrolment ends in DATOS FALTANTES. */
  rosa: { rut: '10.864.297-1' },
  /** No e-mail or phone on record; only personal-data.spec.ts uses her (it validates them). */
  paula: { rut: '19.246.813-2', name: 'Paula Andrea Méndez Soto' },
  /** Comercial Pacífico's second joint attorney; only order-signing's flow logs in as her. */
  patricia: { rut: '10.987.654-2', name: 'Patricia Elena Lagos Vidal' },
} as const;

/** Fills and sends the login form (the page must show it). */
export async function submitLogin(page: Page, rut: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /^RUT/ }).fill(rut);
  await page.getByLabel(/^Clave/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Logs in from /login and waits for the page the login leads to. */
export async function login(page: Page, rut: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, rut, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A login this worker made through the form: the tab's cookies and sessionStorage after it. */
interface SavedLogin {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  sessionStorage: Record<string, string>;
  lastUsed: number;
}
const savedLogins = new Map<string, SavedLogin>();
/** Well inside the API's 900-second idle lifespan: an older login is made again. */
const SAVED_LOGIN_MS = 600_000;

/**
 * Opens `path` as `rut`, already logged in: the first time in this worker through the login form
 * (then the tab's cookies and sessionStorage are kept), afterwards as the same browser tab does
 * when the client types an address. For tests whose subject is not the login (login.spec.ts and
 * the session's tests log in through the form every time). One-profile clients only: a profile
 * chosen in the server's session would carry over.
 */
export async function openLoggedIn(page: Page, rut: string, path: string): Promise<void> {
  const saved = savedLogins.get(rut);
  // Nothing in the suite closes every session of these clients: a saved login stays open.
  if (saved && Date.now() - saved.lastUsed < SAVED_LOGIN_MS) {
    await page.context().addCookies(saved.cookies);
    // sessionStorage belongs to the origin's tab: set on a light page of the origin, then kept.
    await page.goto('/api/health');
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, saved.sessionStorage);
    saved.lastUsed = Date.now();
    await page.goto(path);
    return;
  }
  await login(page, rut);
  savedLogins.set(rut, {
    cookies: await page.context().cookies(),
    sessionStorage: await page.evaluate(() => ({ ...sessionStorage })),
    lastUsed: Date.now(),
  });
  // Already there (the login leads home): a second load would orphan the answers a test awaits.
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` !== path) await page.goto(path);
}

/** The home page of the shell, once the client's data is in the header. */
export async function expectShell(page: Page, clientName: string): Promise<void> {
  await expect(page.getByRole('banner')).toContainText(clientName);
  await expect(page.getByRole('main')).toBeVisible();
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAxeClean(page: Page): Promise<void> {
  // React Aria's live announcer keeps a pending button's announcement (labelled by the button)
  // for 7 s after the button has gone with the previous screen: scan once it has cleared.
  const announcements = page.locator('[role="log"] [aria-labelledby]');
  let violations: string[] = [];
  for (let scan = 0; scan < 3; scan += 1) {
    await expect(announcements).toHaveCount(0, { timeout: 10_000 });
    // Pages are also held to axe's best practices (landmarks, heading order), as an audit would.
    // The portal has no frames: one in-page run, without axe's helper page (half the time).
    violations = await seriousViolations(page, undefined, { bestPractice: true, frameless: true });
    // A pending button's announcement that arrived while axe ran: scan again once it clears.
    if (violations.length === 0 || (await announcements.count()) === 0) break;
  }
  expect(violations, violations.join('\n')).toEqual([]);
}

/** The portal's keys in sessionStorage (spec section 3). */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage));
}
