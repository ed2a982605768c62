import type { wizardConfig } from '@inversiones/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession, sessionState } from '../../store/session.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { FormStep } from './FormStep.tsx';

type Question = wizardConfig.Question;

const makeNav = () => makeStepNav();

function renderStep(
  items: Question[],
  data: Record<string, unknown> = {},
  root = 'datos',
  onRender?: ProfilerOnRenderCallback,
) {
  const nav = makeNav();
  const step = { config: { type: 'form', title: 'Datos', root }, items } as wizardConfig.WizardStep;
  const view = (
    <>
      <h2 id="step-heading">Datos</h2>
      <FormStep
        wizardId="TEST"
        context="base"
        step={step}
        index={0}
        total={2}
        data={data}
        headingId="step-heading"
        nav={nav}
      />
    </>
  );
  render(
    onRender ? (
      <Profiler id="paso" onRender={onRender}>
        {view}
      </Profiler>
    ) : (
      view
    ),
  );
  return nav;
}

const continuar = () => screen.getByRole('button', { name: 'Continuar' });

const maritalStatus: Question = {
  key: 'EstadoCivil',
  element: 'radio',
  label: 'Estado civil',
  required: true,
  options: [
    { key: 'S', value: 'Soltero(a)' },
    { key: 'C', value: 'Casado(a)' },
  ],
};

/** Shown only to a married client. */
const spouseName: Question = {
  key: 'NombreConyuge',
  element: 'input',
  label: 'Nombre del cónyuge',
  required: true,
  showWhen: { key: 'EstadoCivil', value: 'C' },
};

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
});

// Field interactions in jsdom are slow on a loaded machine.
describe('FormStep', { timeout: 20_000 }, () => {
  it('starts from the data at the root, marks required (*) and others Opcional', () => {
    renderStep(
      [
        { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
        { key: 'Apodo', element: 'input', label: 'Apodo' },
      ],
      { datos: { Nombre: 'Valentina' } },
    );
    expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveValue('Valentina');
    expect(screen.getByText('(*)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Apodo Opcional/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Datos' })).toBeInTheDocument();
  });

  it('free text and numbers reach the form per keystroke, and the step renders only on changes of state', async () => {
    const onRender = vi.fn();
    const nav = renderStep(
      [
        { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
        { key: 'Apodo', element: 'input', label: 'Apodo' },
        { key: 'Cuotas', element: 'input', label: 'Cuotas', validation: { type: 'numeric' } },
      ],
      { datos: { Nombre: 'Valentina' } },
      'datos',
      onRender,
    );
    const apodo = screen.getByRole('textbox', { name: /Apodo/ });
    await userEvent.click(apodo);
    const before = onRender.mock.calls.length;
    await userEvent.keyboard('Vale Pérez');
    // Ten valid keystrokes render nothing: the input holds the text, the form has the value.
    expect(onRender.mock.calls.length - before).toBe(0);
    // A number question holds its digits too, and drops anything else.
    await userEvent.type(screen.getByRole('textbox', { name: /Cuotas/ }), '1a2');
    expect(screen.getByRole('textbox', { name: /Cuotas/ })).toHaveValue('12');
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        { Nombre: 'Valentina', Apodo: 'Vale Pérez', Cuotas: '12' },
        { omit: [] },
      ),
    );
  });

  it('shows a stored e-mail masked until Modificar, and saves the new one typed', async () => {
    const nav = renderStep(
      [
        {
          key: 'Correo',
          element: 'input',
          label: 'Correo',
          required: true,
          obfuscated: true,
          validation: { type: 'email' },
        },
        {
          key: 'Respaldo',
          element: 'input',
          label: 'Correo de respaldo',
          validation: { type: 'email' },
        },
      ],
      { datos: { Correo: 'valentina@correo.cl', Respaldo: 'vale@correo.cl' } },
    );
    // The stored address never reaches the page, masked or not.
    const values = [...document.querySelectorAll('input')].map((input) => input.value);
    expect([document.body.innerHTML, ...values].join(' ')).not.toContain('valentina@correo.cl');
    expect(screen.getByRole('textbox', { name: /Correo de respaldo/ })).toHaveValue(
      'vale@correo.cl',
    );
    await userEvent.click(screen.getByRole('button', { name: /Modificar/ }));
    const correo = screen.getByRole('textbox', { name: 'Correo' });
    await waitFor(() => expect(correo).toHaveFocus());
    await userEvent.type(correo, 'nuevo@correo.cl');
    await userEvent.clear(screen.getByRole('textbox', { name: /Correo de respaldo/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Correo de respaldo/ }), 'otro@');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Correo de respaldo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Correo de respaldo/ }), 'correo.cl');
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        { Correo: 'nuevo@correo.cl', Respaldo: 'otro@correo.cl' },
        { omit: [] },
      ),
    );
  });

  it('on a failed Continuar focuses an error summary linked to the fields, and saves nothing', async () => {
    const nav = renderStep([
      { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
      {
        key: 'Correo',
        element: 'input',
        label: 'Correo',
        required: true,
        validation: { type: 'email' },
      },
    ]);
    // A plain enabled button: pressing it is how the person learns what is missing.
    expect(continuar()).not.toHaveAttribute('aria-disabled');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo/ }), 'ana@');
    await userEvent.click(continuar());
    const summary = await screen.findByRole('group', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nombres: Este campo es requerido',
      'Correo: Datos ingresados inválidos',
    ]);
    await userEvent.click(links[0]!);
    expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveFocus();
    expect(nav.next).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Nombres/ }), 'Valentina');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo/ }), 'correo.cl');
    // Fixed errors drop out of the summary.
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /Revise/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        { Nombre: 'Valentina', Correo: 'ana@correo.cl' },
        { omit: [] },
      ),
    );
  });

  it('tabbing through an empty step turns nothing red; a field changed and left shows its error, Continuar the rest', async () => {
    renderStep([
      { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
      {
        key: 'Correo',
        element: 'input',
        label: 'Correo',
        required: true,
        validation: { type: 'email' },
      },
      { key: 'Ciudad', element: 'input', label: 'Ciudad', required: true },
    ]);
    // Typing is not punished; leaving a changed field is.
    const correo = screen.getByRole('textbox', { name: /^Correo/ });
    await userEvent.click(correo);
    await userEvent.type(correo, 'ana@');
    expect(screen.queryByText('Datos ingresados inválidos')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Datos ingresados inválidos')).toBeInTheDocument();
    expect(correo).toHaveAttribute('aria-invalid', 'true');
    // Tabbing through the empty fields turns none of them red.
    await userEvent.click(screen.getByRole('textbox', { name: /^Nombres/ }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    for (const name of [/^Nombres/, /^Ciudad/])
      expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
    // Once shown, the error follows each keystroke: a correction clears it at once.
    await userEvent.type(correo, 'correo.cl');
    await waitFor(() => expect(correo).not.toHaveAttribute('aria-invalid'));

    await userEvent.click(continuar());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Nombres/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Ciudad/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('keeps Continuar a plain button while a shown field is empty, and its press names the field', async () => {
    const nav = renderStep(
      [
        maritalStatus,
        { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
        spouseName,
      ],
      { datos: { EstadoCivil: 'S', Nombre: 'Valentina' } },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Casado(a)' }));
    await screen.findByRole('textbox', { name: /cónyuge/ });
    expect(continuar()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(continuar());
    const summary = await screen.findByRole('group', { name: /Revise/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/cónyuge: Este campo es requerido/)]);
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('shows the spouse only when married; hidden it is not validated, not saved and restored', async () => {
    const nav = renderStep([maritalStatus, spouseName], {
      datos: { EstadoCivil: 'S', NombreConyuge: 'Pedro' },
    });
    expect(screen.queryByRole('textbox', { name: /cónyuge/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Casado(a)' }));
    const spouse = await screen.findByRole('textbox', { name: /cónyuge/ });
    expect(spouse).toHaveValue('Pedro');
    await userEvent.clear(spouse);
    await userEvent.click(screen.getByRole('radio', { name: 'Soltero(a)' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /cónyuge/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith({ EstadoCivil: 'S' }, { omit: ['NombreConyuge'] }),
    );
    // Shown again: the value loaded from the data root comes back, not the cleared one.
    await userEvent.click(screen.getByRole('radio', { name: 'Casado(a)' }));
    expect(await screen.findByRole('textbox', { name: /cónyuge/ })).toHaveValue('Pedro');
  });

  it('shows and hides questions from a single checkbox', async () => {
    renderStep([
      { key: 'trabaja', element: 'checkbox', label: 'Trabajo actualmente' },
      {
        key: 'Empresa',
        element: 'input',
        label: 'Empresa',
        showWhen: { key: 'trabaja', value: true },
      },
    ]);
    expect(screen.queryByRole('textbox', { name: /Empresa/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Trabajo actualmente/ }));
    expect(await screen.findByRole('textbox', { name: /Empresa/ })).toBeInTheDocument();
  });

  it('strips the currency mask on submit', async () => {
    const nav = renderStep([
      {
        key: 'Renta',
        element: 'input',
        label: 'Renta mensual',
        required: true,
        validation: { type: 'currency' },
      },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: /Renta mensual/ }), '1234567');
    expect(screen.getByRole('textbox', { name: /Renta mensual/ })).toHaveValue('1.234.567');
    await userEvent.click(continuar());
    await waitFor(() => expect(nav.next).toHaveBeenCalledWith({ Renta: 1234567 }, { omit: [] }));
  });

  it('shows an unknown element as a visible error block while the rest of the step works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nav = renderStep([
      { key: 'x', element: 'holograma', label: 'Holograma' },
      { key: 'Nombre', element: 'input', label: 'Nombres', required: true },
    ]);
    expect(screen.getByText(/tipo «holograma» no reconocido/)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombres/ }), 'Ana');
    await userEvent.click(continuar());
    await waitFor(() => expect(nav.next).toHaveBeenCalledWith({ Nombre: 'Ana' }, { omit: [] }));
  });

  it("clears the client's own rut with the sameRut error", async () => {
    sessionState.rut = '16.789.012-1';
    renderStep([
      {
        key: 'RutConyuge',
        element: 'input',
        label: 'RUT del cónyuge',
        required: true,
        validation: { type: 'rut', specialValidations: ['sameRut'] },
      },
    ]);
    const field = screen.getByRole('textbox', { name: /RUT del cónyuge/ });
    await userEvent.type(field, '16789012-1');
    await userEvent.tab();
    expect(field).toHaveValue('');
    expect(await screen.findAllByText('No puede ingresar su propio RUT')).not.toHaveLength(0);
  });
});

describe('FormStep field registry', { timeout: 30_000 }, () => {
  const options = [
    { key: 'A', value: 'Alfa' },
    { key: 'B', value: 'Beta' },
  ];
  const every: Question[] = [
    { key: 'texto', element: 'input', label: 'Texto' },
    { key: 'correo', element: 'input', type: 'email', label: 'Correo' },
    { key: 'numero', element: 'input', validation: { type: 'numeric' }, label: 'Cantidad' },
    { key: 'cuenta', element: 'input', validation: { type: 'bank_account' }, label: 'Cuenta' },
    { key: 'monto', element: 'input', validation: { type: 'currency' }, label: 'Monto' },
    { key: 'rut', element: 'input', validation: { type: 'rut' }, label: 'Rut' },
    { key: 'serie', element: 'input', validation: { type: 'nserie' }, label: 'Serie' },
    { key: 'fono', element: 'phone', label: 'Teléfono' },
    { key: 'fecha', element: 'datepicker', label: 'Fecha' },
    { key: 'check', element: 'checkbox', label: 'Casilla' },
    { key: 'grupo', element: 'checkbox-group', label: 'Grupo', options },
    { key: 'lista', element: 'checkbox-list', label: 'Lista', options },
    { key: 'radio', element: 'radio', label: 'Radio', options },
    {
      key: 'radioGrupo',
      element: 'radio-group',
      label: 'Radio grupo',
      options,
      extraDescription: true,
    },
    { key: 'radioLista', element: 'radio-list', label: 'Radio lista', options },
    { key: 'sel', element: 'select', label: 'Selección', options },
    { key: 'sel1', element: 'select1', label: 'Selección uno', options },
    { key: 'lst', element: 'list', label: 'Listado', options },
    { key: 'tog', element: 'toggle', label: 'Interruptor' },
    { key: 'acepta', element: 'accept-conditions', label: 'Condiciones', options },
    { key: 'aceptaB', element: 'accept-conditions-basic', label: 'Condiciones básicas', options },
    { key: 'solo', element: 'read-only-text', label: 'Solo lectura', value: 'Fijo' },
    { key: 'doc', element: 'file', label: 'Documento' },
    { key: 'oculto', type: 'hidden', value: 'x1' },
    {
      key: 'chat',
      element: 'chat',
      label: 'Chat',
      questions: [{ key: 'p1', label: 'Pregunta 1', options }],
    },
    { element: 'paragraph', label: 'Un párrafo informativo.' },
    { key: 'saldo', element: 'paragraph-currency', label: 'Saldo:', value: 1500 },
  ];

  it('renders a design-system field per element, none unknown; acceptance lists must be ticked', async () => {
    const error = vi.spyOn(console, 'error');
    const nav = renderStep(every);
    expect(screen.queryByText(/no reconocido/)).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalledWith(expect.stringMatching(/desconocido/), expect.anything());
    for (const label of ['Texto', 'Correo', 'Cantidad', 'Cuenta', 'Monto', 'Rut', 'Serie']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: /Interruptor/ })).toBeInTheDocument();
    expect(screen.getByText('Un párrafo informativo.')).toBeInTheDocument();
    expect(screen.getByText('Fijo')).toBeInTheDocument();
    expect(screen.getByText(/\$ 1\.500/)).toBeInTheDocument();
    const phone = screen.getByRole('group', { name: /Teléfono/ });
    await userEvent.type(within(phone).getByRole('textbox'), '912345678');
    expect(within(phone).getByRole('textbox')).toHaveValue('912345678');
    await userEvent.click(continuar());
    const summary = await screen.findByRole('group', { name: /Revise/ });
    expect(summary).toHaveTextContent('Condiciones: Este campo es requerido');
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('validates a linked group of three inputs together', async () => {
    const nav = renderStep([
      {
        element: 'linked-group',
        label: 'Cuenta',
        questions: [
          { key: 'banco', element: 'input', label: 'Banco' },
          { key: 'numeroCuenta', element: 'input', label: 'Número de cuenta' },
          { key: 'tipoCuenta', element: 'input', label: 'Tipo de cuenta' },
        ],
      },
    ]);
    // Not required and empty: valid; one value makes all three required and the third 8 to 12.
    await userEvent.type(screen.getByRole('textbox', { name: /^Banco/ }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: /^Tipo de cuenta/ }), '123');
    await userEvent.click(continuar());
    const summary = await screen.findByRole('group', { name: /Revise/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Número de cuenta: Este campo es requerido',
      'Tipo de cuenta: Debe ingresar entre 8 y 12 caracteres válidos',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: /^Número de cuenta/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /^Tipo de cuenta/ }), '45678');
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        { banco: '12', numeroCuenta: '5', tipoCuenta: '12345678' },
        { omit: [] },
      ),
    );
  });

  it('saves hidden inputs and hidden questions with their value', async () => {
    const nav = renderStep(
      [
        { key: 'oculto', type: 'hidden', value: 'x1' },
        { key: 'canal', element: 'input', label: 'Canal', hidden: true },
        { key: 'nombre', element: 'input', label: 'Nombre' },
      ],
      { datos: { canal: 'web' } },
    );
    expect(screen.queryByRole('textbox', { name: /Canal/ })).not.toBeInTheDocument();
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        { oculto: 'x1', canal: 'web', nombre: '' },
        { omit: [] },
      ),
    );
  });
});

describe('FormStep serial number', { timeout: 20_000 }, () => {
  const items: Question[] = [
    { key: 'Rut', element: 'input', label: 'RUT', required: true, validation: { type: 'rut' } },
    {
      key: 'numeroSerie',
      element: 'input',
      label: 'Número de serie',
      required: true,
      validation: { type: 'nserie', specialValidations: ['serieNumber'] },
    },
  ];

  it('asks the service when left and blocks Continuar while the card is refused', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ stateIdentityCard: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    const nav = renderStep(items, { datos: { Rut: '12345678-5' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Número de serie/ }), 'a.123.456');
    await userEvent.tab();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/cliente/carnet/serie/vigencia');
    expect(JSON.parse(String(init?.body))).toEqual({ serialNumber: 'A123456' });
    expect((await screen.findAllByText(/no es válido/)).length).toBeGreaterThan(0);
    await userEvent.click(continuar());
    expect(await screen.findByRole('group', { name: /Revise/ })).toHaveTextContent(
      'Número de serie',
    );
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('is rutEntered when equal to the rut typed in the step, without asking the service', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ stateIdentityCard: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    renderStep(items, { datos: { Rut: '12345678-5' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Número de serie/ }), '123456785');
    await userEvent.tab();
    expect(
      (await screen.findAllByText('El número de serie no puede ser igual al RUT ingresado')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('FormStep cascades', { timeout: 30_000 }, () => {
  const address: Question[] = [
    {
      key: 'codigoPais',
      element: 'select',
      label: 'País',
      required: true,
      service: { url: 'common/paises', key: 'CodigoPais', value: 'NombrePais' },
      update: [
        {
          ele: 'codigoRegion',
          service: { url: 'pais/${codigoPais}/regiones', key: 'Codigo', value: 'Glosa' },
        },
      ],
    },
    { key: 'codigoRegion', element: 'select', label: 'Región', required: true },
  ];

  it('loads the child for the parent, says Sin opciones before, and ignores stale answers', async () => {
    let releaseSlow: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input) => {
      const url = String(input);
      if (url.includes('/common/paises'))
        return Promise.resolve(
          json([
            { CodigoPais: 'AR', NombrePais: 'Argentina' },
            { CodigoPais: 'CL', NombrePais: 'Chile' },
          ]),
        );
      if (url.includes('/pais/AR/regiones'))
        return new Promise<Response>((resolve) => {
          releaseSlow = resolve;
        });
      if (url.includes('/pais/CL/regiones'))
        return Promise.resolve(json([{ Codigo: '13', Glosa: 'Metropolitana' }]));
      return Promise.reject(new Error(url));
    });
    vi.stubGlobal('fetch', fetchMock);
    const nav = renderStep(address);
    expect(screen.getByRole('button', { name: /Región/ })).toHaveTextContent('Sin opciones');
    await choose(/País/, 'Argentina');
    expect(screen.getByRole('button', { name: /Región/ })).toHaveTextContent('Cargando...');
    await choose(/País/, 'Chile');
    await choose(/Región/, 'Metropolitana');
    // The late answer for Argentina arrives after Chile's: it is dropped.
    await act(async () => releaseSlow(json([{ Codigo: '99', Glosa: 'Buenos Aires' }])));
    expect(screen.getByRole('button', { name: /Región/ })).toHaveTextContent('Metropolitana');
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith({ codigoPais: 'CL', codigoRegion: '13' }, { omit: [] }),
    );
  });

  it('a keyboard user types Prov in a long service-fed list and lands on Providencia', async () => {
    // The service answers in code order; many comunas share the first letters.
    const comunas = [
      ['13101', 'Santiago'],
      ['13110', 'La Florida'],
      ['13119', 'Maipú'],
      ['13122', 'Peñalolén'],
      ['13123', 'Providencia'],
      ['13124', 'Pudahuel'],
      ['13201', 'Puente Alto'],
      ['13202', 'Pirque'],
      ['13404', 'Paine'],
      ['13604', 'Padre Hurtado'],
      ['13121', 'Pedro Aguirre Cerda'],
      ['13120', 'Ñuñoa'],
    ].map(([Codigo, Glosa]) => ({ Codigo, Glosa }));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(json(comunas))),
    );
    const nav = renderStep([
      {
        key: 'codigoComuna',
        element: 'select',
        label: 'Comuna',
        required: true,
        service: { url: 'common/comunas', key: 'Codigo', value: 'Glosa' },
      },
    ]);
    const trigger = screen.getByRole('button', { name: /Comuna/ });
    await waitFor(() => expect(trigger).not.toHaveTextContent('Cargando...'));
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    // Open list: the typed letters move focus to the first match.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('Prov');
    expect(screen.getByRole('option', { name: 'Providencia' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Closed trigger: the same letters choose it at once.
    await userEvent.keyboard('Prov');
    expect(trigger).toHaveTextContent('Providencia');
    await userEvent.click(continuar());
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith({ codigoComuna: '13123' }, { omit: [] }),
    );
  });

  it('pre-loads a stored record and clears a stored value missing from the options', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          String(input).includes('/common/paises')
            ? json([{ CodigoPais: 'CL', NombrePais: 'Chile' }])
            : json([{ Codigo: '13', Glosa: 'Metropolitana' }]),
        ),
      ),
    );
    renderStep(address, { datos: { codigoPais: 'CL', codigoRegion: '05' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /País/ })).toHaveTextContent('Chile'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Región/ })).toHaveTextContent(
        'Seleccione una opción',
      ),
    );
  });
});
