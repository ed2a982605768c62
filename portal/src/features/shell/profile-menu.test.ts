import type { MenuNode } from '@inversiones/design-system';
import { describe, expect, it } from 'vitest';
import { buildProfileMenu, type ProfileMenuContext } from './profile-menu.ts';

const labels = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'section'
      ? node.items.map((item) => item.label)
      : node.type === 'separator'
        ? []
        : [node.label],
  );

const base: ProfileMenuContext = {
  naturalPerson: false,
  supervisor: false,
  operator: false,
  changeSession: false,
  activeCompany: false,
};

describe('buildProfileMenu', () => {
  it('gives a natural person personal data but no company items, and always Cerrar Sesión', () => {
    const items = labels(buildProfileMenu({ ...base, naturalPerson: true }));
    expect(items).toContain('Mis Datos Personales');
    expect(items).not.toContain('Flujo de Firma de Contratos');
    expect(items).toContain('Mis Ejecutivos');
    expect(items).not.toContain('Cambio de Sesión');
    expect(items.at(-1)).toBe('Cerrar Sesión');
  });

  it('shows Mis Ejecutivos to a natural person and a supervisor of an active company only', () => {
    expect(labels(buildProfileMenu({ ...base, supervisor: true, activeCompany: true }))).toContain(
      'Mis Ejecutivos',
    );
    expect(labels(buildProfileMenu({ ...base, supervisor: true }))).not.toContain('Mis Ejecutivos');
    expect(
      labels(buildProfileMenu({ ...base, operator: true, activeCompany: true })),
    ).not.toContain('Mis Ejecutivos');
  });

  it('shows contract signing to a non-natural operator of an active company only', () => {
    expect(labels(buildProfileMenu({ ...base, operator: true, activeCompany: true }))).toContain(
      'Flujo de Firma de Contratos',
    );
    expect(
      labels(
        buildProfileMenu({ ...base, operator: true, activeCompany: true, naturalPerson: true }),
      ),
    ).not.toContain('Flujo de Firma de Contratos');
    expect(labels(buildProfileMenu({ ...base, operator: true }))).not.toContain(
      'Flujo de Firma de Contratos',
    );
  });

  it('offers Administrador de Perfiles to a supervisor of an active company only', () => {
    expect(labels(buildProfileMenu({ ...base, supervisor: true, activeCompany: true }))).toContain(
      'Administrador de Perfiles',
    );
    for (const ctx of [
      { ...base, naturalPerson: true },
      { ...base, operator: true, activeCompany: true },
      { ...base, supervisor: true },
    ]) {
      expect(labels(buildProfileMenu(ctx))).not.toContain('Administrador de Perfiles');
    }
  });

  it('offers Cambio de Sesión only with more than one profile', () => {
    expect(labels(buildProfileMenu({ ...base, changeSession: true }))).toContain(
      'Cambio de Sesión',
    );
    expect(labels(buildProfileMenu(base))).not.toContain('Cambio de Sesión');
  });
});
