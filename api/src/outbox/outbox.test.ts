import { demo as contract } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { maskDestination, outboxMessages, sendToOutbox } from './outbox.ts';

const demo = useDemoApp();
const CAMILA = '12345678-5';
const RODRIGO = '15432198-5';

describe('outbox', () => {
  it('keeps what would have been sent, masked, newest first, per rut', async () => {
    await sendToOutbox(
      demo.db,
      {
        rut: '12.345.678-5',
        channel: 'sms',
        to: '+56 9 8765 4321',
        subject: 'PIN',
        text: 'Su PIN es 111111',
      },
      Date.parse('2026-11-27T13:00:00Z'),
    );
    await sendToOutbox(
      demo.db,
      {
        rut: RODRIGO,
        channel: 'email',
        to: 'rodrigo@correo.cl',
        subject: 'Código',
        text: 'Su código es 222222',
      },
      Date.parse('2026-11-27T13:01:00Z'),
    );
    await sendToOutbox(
      demo.db,
      {
        rut: CAMILA,
        channel: 'email',
        to: 'camila@correo.cl',
        subject: 'PIN',
        text: 'Su PIN es 333333',
      },
      Date.parse('2026-11-27T13:02:00Z'),
    );

    const camila = await outboxMessages(demo.db, { rut: '12.345.678-5' });
    expect(camila.map((m) => [m.channel, m.destination, m.body, m.sentAt])).toEqual([
      ['email', 'c*****@correo.cl', 'Su PIN es 333333', '2026-11-27T13:02:00.000Z'],
      ['sms', '+56 9 **** 4321', 'Su PIN es 111111', '2026-11-27T13:00:00.000Z'],
    ]);
    expect((await outboxMessages(demo.db)).map((m) => m.rut).slice(0, 3)).toEqual([
      CAMILA,
      RODRIGO,
      CAMILA,
    ]);
  });

  it('never keeps a full phone number or address', () => {
    expect(maskDestination('sms', '987654321')).toBe('+56 9 **** 4321');
    expect(maskDestination('email', 'a@b.cl')).toBe('a***@b.cl');
  });

  it('is readable without a session in demo mode, filtered by rut as typed', async () => {
    const browser = new TestBrowser(demo.app);
    const answer = contract.outbox.response.parse(
      await read(await browser.get('/demo/bandeja?rut=12.345.678-5')),
    );
    expect(answer.messages.length).toBeGreaterThan(0);
    expect(answer.messages.every((m) => m.rut === CAMILA)).toBe(true);
    expect((await browser.get('/demo/bandeja?rut=123')).status).toBe(400);
  });

  it('does not exist outside demo mode', async () => {
    const app = createApp({ db: demo.db, version: 't', logError: () => {} });
    const response = await new TestBrowser(app).get('/demo/bandeja');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('PIN');
  });
});
