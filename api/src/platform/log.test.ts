// What the log shows of a failing request: its request id, never the client's data (the database
// errors carry the SQL parameters: the RUT and the wizard answers).
import { inspect } from 'node:util';
import { pathOf, REQUEST_ID_HEADER, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const demo = useDemoApp();
const RUT = '12345678-5';
const ANSWER = 'Calle Secreta 1234, Providencia';

describe('the log line of a failing request', () => {
  it('names the request id and carries no RUT nor answer', async () => {
    // The real database, made to fail on the wizard data write with its real error object.
    const failing: Database = {
      ...demo.db,
      kind: demo.db.kind,
      location: demo.db.location,
      query: (sql, params) =>
        /INSERT INTO wizard_data/.test(sql)
          ? demo.db.query(sql.replace('$6', "'no es un número'::bigint + $6"), params)
          : demo.db.query(sql, params),
      exec: (sql) => demo.db.exec(sql),
      close: async () => {},
    };
    const lines: unknown[] = [];
    const app = createApp({ db: failing, version: 't', logError: (line) => lines.push(line) });
    const browser = new TestBrowser(app);
    expect((await browser.login(RUT)).response.status).toBe(200);

    const path = pathOf(wizard.saveSection, { context: 'base', id: 'DEMOFORMULARIOLARGO' });
    const response = await browser.call('PUT', path, {
      body: { ficha: { DireccionLaboral: ANSWER } },
    });
    expect(response.status).toBe(500);
    expect(await read(response)).toEqual({
      status: 500,
      message: 'Ha ocurrido un error, por favor intente más tarde...',
    });
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    expect(lines).toHaveLength(1);
    // As the console would print it, whatever the sink was given.
    const printed = lines.map((line) => (typeof line === 'string' ? line : inspect(line))).join();
    expect(printed).toContain(id);
    expect(printed).toContain('"route":"/api/wizards/save-section/:id"');
    expect(printed).not.toContain(ANSWER);
    expect(printed).not.toMatch(/12\.?345\.?678|Providencia|no es un n/);
  });
});
