import type { MenuItem } from '@inversiones/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuState } from '../../store/menu.ts';
import { applyContext, clearSession } from '../../store/session.ts';
import { shellAreas } from '../areas.ts';
import { RequireMenu } from './RequireMenu.tsx';
import { RequireTefe } from './RequireTefe.tsx';
import { guardedScreens } from './role-routes.ts';

const node = (id: string, items: MenuItem[] = []): MenuItem => ({
  id,
  label: id,
  route: '/',
  show: 1,
  isNew: false,
  items,
});

// The menus the API derives from the rule table for three demo profiles.
const naturalPerson = [
  node('01'),
  node('04'),
  node('05'),
  node('07'),
  node('08', [node('0801')]),
  node('09'),
];
const supervisor = [
  node('01'),
  node('07', [node('0707')]),
  node('08', [node('0802'), node('0804')]),
];
const operator = [node('01'), node('05'), node('07', [node('0707'), node('0709')]), node('08')];

/** The shell's guarded routes as router.tsx builds them, over a page that names its path. */
function renderAt(path: string) {
  const area = (name: string) => <Route path={`${name}/*`} element={<h1>Área {name}</h1>} />;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route index element={<h1>Inicio</h1>} />
        {guardedScreens.map(({ path: screen, menuIds }) => (
          <Route key={screen} element={<RequireMenu ids={menuIds} />}>
            <Route path={screen} element={<h1>Pantalla {screen}</h1>} />
          </Route>
        ))}
        {shellAreas.map(({ area: name, guard }) =>
          guard === null ? (
            <Route key={name}>{area(name)}</Route>
          ) : (
            <Route
              key={name}
              element={guard === 'tefe' ? <RequireTefe /> : <RequireMenu ids={guard.menuIds} />}
            >
              {area(name)}
            </Route>
          ),
        )}
      </Routes>
    </MemoryRouter>,
  );
}

const context = (flagPN: boolean, HasTEFE: boolean, role: string) =>
  applyContext({
    profile: {
      code: 'x',
      nombre: 'x',
      Rut: '76543210-3',
      HasTEFE,
      IsActive: true,
      MandataryTypes: [],
    },
    profileRole: role,
    flagPN,
    flagSupervisor: role.includes('Supervisor'),
    flagOperador: role.includes('Operador'),
  });

beforeEach(() => {
  clearSession({ broadcast: false, everything: true });
  menuState.error = null;
});

describe(
  'spec 6 rules as route guards (a typed URL, not only a hidden menu entry)',
  { timeout: 20_000 },
  () => {
    it.each([
      ['personal data', '/miPerfil/misDatosPersonales', supervisor, naturalPerson],
      ['Mis Ejecutivos', '/miPerfil/misEjecutivos', naturalPerson, supervisor],
      ['the company contract signing', '/miPerfilEmpresa/misDatosEmpresa', supervisor, operator],
      ['the company items', '/miPerfilEmpresa/documentos', naturalPerson, supervisor],
      ["the executive's calendar", '/reunionOnline/landing', operator, naturalPerson],
      ['APV', '/apv', supervisor, naturalPerson],
    ])(
      '%s: refused to root without its menu id, open with it',
      async (_rule, path, refused, allowed) => {
        menuState.items = refused;
        renderAt(path);
        expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();

        document.body.innerHTML = '';
        menuState.items = allowed;
        renderAt(path);
        expect(
          await screen.findByRole('heading', { name: /^(Pantalla|Área)/ }),
        ).toBeInTheDocument();
      },
    );

    it('an item sent with show 0 opens nothing either', async () => {
      menuState.items = [node('07', [node('0707'), { ...node('0709'), show: 0 }])];
      renderAt('/miPerfilEmpresa/misDatosEmpresa');
      expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    });
  },
);

describe('the TEFE refusal', () => {
  it('tells a profile without the authorization why, on the TEFE route', async () => {
    context(false, true, 'Supervisor');
    menuState.items = supervisor;
    renderAt('/tefe/instruir');
    expect(
      await screen.findByText(
        /^Estimado Cliente, le informamos que usted no posee la autorización para operar este producto\..*contactar a su Ejecutivo de Inversiones\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inicio' })).toBeNull();
  });

  it('gives the legal-entity variant when the company has no TEFE', async () => {
    context(false, false, 'Operador');
    menuState.items = supervisor;
    renderAt('/tefe');
    expect(
      await screen.findByText(/la empresa no se encuentra habilitada para operar en esta sección/),
    ).toBeInTheDocument();
  });

  it('opens for an Apoderado with TEFE', async () => {
    context(false, true, 'Operador, Apoderado');
    menuState.items = operator;
    renderAt('/tefe/instruir');
    expect(await screen.findByRole('heading', { name: 'Área tefe' })).toBeInTheDocument();
  });
});
