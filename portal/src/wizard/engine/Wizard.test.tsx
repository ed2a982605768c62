import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { StepControls } from './StepControls.tsx';
import { registerStep } from './step-registry.ts';
import type { StepComponentProps } from './step-props.ts';
import { stubWizardApi as stubApi } from './stub-wizard-api.test-helper.ts';
import { startTestSession } from './test-session.test-helper.ts';
import { Wizard } from './Wizard.tsx';

/** A minimal form step: one text field named by `config.field`, stored under the step's root. */
function TestFormStep({ step, data, nav }: StepComponentProps) {
  const field = String((step.config as { field?: string }).field ?? 'nombre');
  const root = step.config.root;
  const node = (root ? data[root] : data) as Record<string, unknown> | undefined;
  const [value, setValue] = useState(String(node?.[field] ?? ''));
  return (
    <div>
      <label>
        {field}
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <StepControls
        step={step}
        nav={nav}
        canAdvance={value !== ''}
        onAdvance={() => {
          if (value) nav.next({ [field]: value });
        }}
        getPartial={() => ({ answers: { [field]: value } })}
      />
    </div>
  );
}
registerStep('test-form', () => Promise.resolve(TestFormStep), 4);
registerStep('test-broken', () =>
  Promise.resolve(() => {
    throw new Error('roto');
  }),
);

const demo = (config: Record<string, unknown> = {}, steps?: unknown[]) => ({
  id: 'DEMO',
  version: 3,
  config: {
    heading: { title: 'Datos personales' },
    index: {
      display: true,
      steps: [{ caption: 'Nombre' }, { caption: 'Apellido' }, { caption: 'Fin' }],
    },
    ...config,
  },
  steps: steps ?? [
    { config: { type: 'test-form', title: 'Su nombre', root: 'datos', field: 'nombre' } },
    { config: { type: 'test-form', title: 'Su apellido', root: 'datos', field: 'apellido' } },
    { config: { type: 'info', title: 'Revise sus datos', message: 'Todo listo para terminar.' } },
  ],
});

const navigate = vi.fn<(to: string) => void>();

// Cold module transforms are slow on CI: load the lazily registered steps once, up front.
beforeAll(async () => {
  await Promise.all([import('./steps/InfoStep.tsx'), import('./steps/UnknownStep.tsx')]);
}, 30_000);

beforeEach(() => {
  navigate.mockReset();
  startTestSession(navigate);
});

afterEach(() => {
  setNavigator(null);
});

/** Embedded, the step title is the page's h1. */
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const button = (name: string) => screen.getByRole('button', { name });
/** Steps load lazily: wait for the button, then press it. */
const press = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

async function typeAndContinue(label: string, value: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await press('Continuar');
}

describe('Wizard', { timeout: 15_000 }, () => {
  it('saves each step under its root, advances, and moves focus to the step title', async () => {
    const api = stubApi({ templates: { DEMO: demo() }, data: { DEMO: { email: 'v@demo.cl' } } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);

    const first = await heading('Su nombre');
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Pasos del formulario' });
    expect(within(index).getByText('Nombre').closest('li')).toHaveAttribute('aria-current', 'step');

    await typeAndContinue('nombre', 'Valentina');
    const second = await heading('Su apellido');
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(within(index).getByText('Nombre').closest('li')).toHaveAttribute(
      'data-state',
      'completed',
    );
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]!.body).toEqual({
      templateVersion: 3,
      jsonData: { email: 'v@demo.cl', datos: { nombre: 'Valentina' } },
    });

    await typeAndContinue('apellido', 'Rojas');
    expect(await heading('Revise sus datos')).toBeInTheDocument();
    expect(api.stored.DEMO).toEqual({
      email: 'v@demo.cl',
      datos: { nombre: 'Valentina', apellido: 'Rojas' },
    });
  });

  it('after the last step shows the saved result, then asks the controller and closes on none', async () => {
    const onClose = vi.fn();
    const api = stubApi({
      templates: {
        DEMO: demo({}, [{ config: { type: 'test-form', title: 'Su nombre', field: 'nombre' } }]),
      },
      jarvis: ['none'],
    });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={onClose} />);
    await typeAndContinue('nombre', 'Valentina');

    expect(await screen.findByText('Los datos se han guardado con éxito.')).toBeInTheDocument();
    await press('Continuar');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The journey is done (its host confirms it), unlike a wizard left or postponed.
    expect(onClose).toHaveBeenCalledWith('completed');
    expect(api.controller).toHaveLength(1);
    const call = api.controller[0]!;
    expect(call.pathname).toBe('/api/jarvis/next');
    expect(call.searchParams.get('wizard')).toBe('DEMO');
    expect(call.searchParams.get('step')).toBe('0');
  });

  it("opens the controller's next wizard in place", async () => {
    stubApi({
      templates: {
        DEMO: demo({}, [{ config: { type: 'info', title: 'Bienvenida' } }]),
        OTRO: { ...demo({}, [{ config: { type: 'info', title: 'Declaración' } }]), id: 'OTRO' },
      },
      jarvis: ['open wizard OTRO'],
    });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await heading('Bienvenida');
    await press('Continuar');
    expect(await heading('Declaración')).toBeInTheDocument();
  });

  it("shows this wizard's stage in the controller's journey, named by its heading", async () => {
    stubApi({ templates: { DEMO: demo() } });
    render(
      <Wizard
        wizardId="DEMO"
        presentation="embedded"
        journey={['BIENVENIDA', 'DEMO', 'OTRO']}
        onClose={() => {}}
      />,
    );
    await heading('Su nombre');
    expect(screen.getByText('Etapa 2 de 3 · Datos personales')).toBeInTheDocument();
  });

  it('back on the first step leaves without saving', async () => {
    const onClose = vi.fn();
    const api = stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={onClose} />);
    await heading('Su nombre');
    await press('Volver');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('left');
    expect(api.puts).toHaveLength(0);
  });

  it('back from a later step saves the partial answers and returns', async () => {
    const api = stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await typeAndContinue('nombre', 'Valentina');
    await heading('Su apellido');
    await userEvent.type(screen.getByLabelText('apellido'), 'Ro');
    await press('Volver');
    expect(await heading('Su nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('nombre')).toHaveValue('Valentina');
    expect(api.puts.at(-1)!.body.jsonData).toEqual({
      datos: { nombre: 'Valentina', apellido: 'Ro' },
    });
  });

  it('continue-later saves and closes', async () => {
    const onClose = vi.fn();
    const api = stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('nombre'), 'Vale');
    await press('Continuar más tarde');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledWith('left');
    expect(api.stored.DEMO).toEqual({ datos: { nombre: 'Vale' } });
  });

  it('a 409 shows the server message; one Reintentar; then back to the step with nothing lost', async () => {
    const api = stubApi({ templates: { DEMO: demo() }, failPuts: ['conflict', 'conflict'] });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await typeAndContinue('nombre', 'Valentina');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El formulario cambió: recargue para continuar.');
    await press('Reintentar');
    await waitFor(() => expect(api.puts).toHaveLength(2));
    await screen.findByText('El formulario cambió: recargue para continuar.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();

    await press('Volver al paso');
    expect(await heading('Su nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('nombre')).toHaveValue('Valentina');
    expect(screen.getByRole('alert')).toHaveTextContent('El formulario cambió');
    const index = screen.getByRole('navigation', { name: 'Pasos del formulario' });
    expect(within(index).getByText('Nombre').closest('li')).toHaveAttribute('data-state', 'error');
  });

  it('each save sends If-Match: the version read, then the one the last save answered', async () => {
    const api = stubApi({ templates: { DEMO: demo() }, data: { DEMO: { email: 'v@demo.cl' } } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await typeAndContinue('nombre', 'Valentina');
    expect(await heading('Su apellido')).toBeInTheDocument();
    await typeAndContinue('apellido', 'Rojas');
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts.map((put) => put.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('a failed save offers Reintentar, which saves the same answers and advances', async () => {
    const api = stubApi({ templates: { DEMO: demo() }, failPuts: ['network'] });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await typeAndContinue('nombre', 'Valentina');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error, por favor intente más tarde...',
    );
    await press('Reintentar');
    expect(await heading('Su apellido')).toBeInTheDocument();
    expect(api.puts.map((p) => p.body.jsonData)).toEqual([
      { datos: { nombre: 'Valentina' } },
      { datos: { nombre: 'Valentina' } },
    ]);
  });

  it('shows Guardando datos.... while saving', async () => {
    stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await typeAndContinue('nombre', 'Valentina');
    // The saving screen shows between the press and the answer (or the next step already).
    await waitFor(() =>
      expect(
        screen.queryByText('Guardando datos....') ??
          screen.queryByRole('heading', { name: 'Su apellido' }),
      ).not.toBeNull(),
    );
  });

  it('Continuar while the step is invalid is a plain button and does not advance', async () => {
    const api = stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await heading('Su nombre');
    const next = button('Continuar');
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toBeDisabled();
    await userEvent.click(next);
    expect(api.puts).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Su nombre' })).toBeInTheDocument();
  });

  it('honours noback and notPostPone', async () => {
    stubApi({ templates: { DEMO: demo({ noback: true, notPostPone: true }) } });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await heading('Su nombre');
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continuar más tarde' })).toBeNull();
    expect(button('Continuar')).toBeInTheDocument();
  });

  it('configured controls: forcedPrev goes back unsaved; a url control saves then navigates', async () => {
    const onClose = vi.fn();
    const api = stubApi({
      templates: {
        DEMO: demo({}, [
          { config: { type: 'test-form', title: 'Su nombre', root: 'datos', field: 'nombre' } },
          {
            config: {
              type: 'test-form',
              title: 'Su apellido',
              root: 'datos',
              field: 'apellido',
              controls: [
                { label: 'Anterior', forcedPrev: true },
                { label: 'Ver mis cuentas', url: '/cuentas' },
                { label: 'Sitio externo', url: 'https://malicioso.example.com/' },
              ],
            },
          },
        ]),
      },
    });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={onClose} />);
    await typeAndContinue('nombre', 'Valentina');
    await heading('Su apellido');
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();

    await userEvent.type(screen.getByLabelText('apellido'), 'Rojas');
    await press('Anterior');
    expect(await heading('Su nombre')).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);

    await press('Continuar');
    await heading('Su apellido');
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await press('Sitio externo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No es posible abrir ese enlace desde el portal.',
    );
    expect(errorSpy).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('apellido'), 'Rojas');
    await press('Ver mis cuentas');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cuentas'));
    expect(api.stored.DEMO).toEqual({ datos: { nombre: 'Valentina', apellido: 'Rojas' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('an unknown step type shows a logged error block and the client can still go on', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      templates: {
        DEMO: demo({}, [
          { config: { type: 'holograma', title: 'Paso futuro' } },
          { config: { type: 'info', title: 'Siguiente' } },
        ]),
      },
    });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    await heading('Paso futuro');
    expect(screen.getByText(/tipo «holograma» desconocido/)).toBeInTheDocument();
    // Logged from an effect, which a loaded machine may run after the first paint.
    await waitFor(() =>
      expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('holograma')),
    );
    await press('Continuar');
    expect(await heading('Siguiente')).toBeInTheDocument();
  });

  it('a step that breaks shows an error block inside the wizard, not a blank screen', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      templates: { DEMO: demo({}, [{ config: { type: 'test-broken', title: 'Roto' } }]) },
    });
    render(<Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />);
    expect(await screen.findByText(/No pudimos mostrar este paso/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roto' })).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalledWith(
      expect.stringContaining('test-broken'),
      expect.anything(),
    );
  });

  it('another wizard asked for by the props starts over', async () => {
    stubApi({
      templates: {
        DEMO: demo({}, [{ config: { type: 'info', title: 'Bienvenida' } }]),
        OTRO: { ...demo({}, [{ config: { type: 'info', title: 'Declaración' } }]), id: 'OTRO' },
      },
    });
    const { rerender } = render(
      <Wizard wizardId="DEMO" presentation="embedded" onClose={() => {}} />,
    );
    await heading('Bienvenida');
    rerender(<Wizard wizardId="OTRO" presentation="embedded" onClose={() => {}} />);
    expect(await heading('Declaración')).toBeInTheDocument();
  });

  it('a configuration that does not parse shows the error naming the path, not a blank dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = demo({}, [
      { config: { type: 'form', title: 'Datos' }, items: [{ element: 'input' }] },
    ]);
    stubApi({ templates: { DEMO: broken } });
    render(<Wizard wizardId="DEMO" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'No es posible mostrar este formulario',
    });
    expect(within(dialog).getByText(/steps\[0\]\.items\[0\]\.key/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('as a modal the dialog is labelled by the wizard and step titles, focus on the title', async () => {
    stubApi({ templates: { DEMO: demo() } });
    render(<Wizard wizardId="DEMO" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Datos personales Su nombre' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Su nombre', level: 2 })).toHaveFocus(),
    );
  });
});
