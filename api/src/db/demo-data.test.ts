import { readdirSync, readFileSync } from 'node:fs';
import { isValidRut, normalizeRut, RUT_EXAMPLE } from '@inversiones/es-cl';
import { describe, expect, it } from 'vitest';
import { demoClientRecords, demoClients } from './demo-data.ts';

describe('demo data', () => {
  const ruts = demoClients.flatMap((client) => [
    client.rut,
    ...client.profiles.map((profile) => profile.rut),
  ]);

  it.each(ruts)('%s is a valid rut in stored form', (rut) => {
    expect(isValidRut(rut)).toBe(true);
    expect(normalizeRut(rut)).toBe(rut);
  });

  it('covers the roles the portal needs', () => {
    const all = demoClients.flatMap((client) => client.profiles.map((p) => ({ client, p })));
    expect(demoClients.some((c) => c.tipoPersona === 'natural' && c.profiles.length === 1)).toBe(
      true,
    );
    expect(all.some(({ p }) => p.mandataryTypes.some((t) => t.Id === 3))).toBe(true);
    expect(all.some(({ p }) => p.hasTefe && p.mandataryTypes.some((t) => t.Id === 2))).toBe(true);
    expect(demoClients.some((c) => c.profiles.length > 2)).toBe(true);
    expect(demoClients.some((c) => c.pendingWizards)).toBe(true);
    expect(demoClients.some((c) => c.locked)).toBe(true);
    expect(new Set(demoClients.map((c) => c.rut)).size).toBe(demoClients.length);
  });

  it('no demo client owns the example rut that hints and placeholders show', () => {
    const owned = new Set([...ruts, ...demoClientRecords.map((record) => record.RutCliente)]);
    expect(owned.has(normalizeRut(RUT_EXAMPLE))).toBe(false);
  });

  it("the wizard templates' rut placeholders show the same example", () => {
    const dir = new URL('../../wizards/', import.meta.url);
    const examples = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap(
        (file) =>
          readFileSync(new URL(file, dir), 'utf8').match(/\d{1,2}\.\d{3}\.\d{3}-[\dkK]/g) ?? [],
      );
    expect(examples.length).toBeGreaterThan(0);
    expect(new Set(examples)).toEqual(new Set([RUT_EXAMPLE]));
  });
});
