import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { getWizardTemplate } from './wizard.ts';
import {
  formatConfigPath,
  parseWizardConfig,
  type WizardConfig,
  type WizardConfigInput,
} from './wizard-config.ts';

/** A template using every property of wizard-spec section 3. */
function fullTemplate(): WizardConfigInput {
  return {
    id: 'EBDATOSPERSONALESCLIENTE',
    version: 3,
    config: {
      heading: { img: '/img/cabecera.png', title: 'Sus datos' },
      tooltip: 'Datos requeridos por la CMF',
      modal: true,
      closable: false,
      index: { display: true, steps: [{ caption: 'Datos', icon: 'user' }, { caption: 'Fin' }] },
      pinnedMessage: { display: true, priority: 2, text: 'Revise sus datos' },
      noback: true,
      notPostPone: false,
      database: false,
    },
    steps: [
      {
        config: {
          type: 'form',
          title: 'Datos personales',
          tooltip: 'Como figuran en su cédula',
          root: 'datos',
          saveable: true,
          limit: 20,
          background: '/img/fondo.jpg',
          message: 'Complete sus datos',
          controls: [
            {
              label: 'Ir al banco',
              action: 'redirect',
              style: 'primary',
              url: '/banco',
              external: false,
              theme: 'dark',
              forcedPrev: false,
            },
          ],
        },
        items: [
          {
            key: 'rut',
            element: 'input',
            type: 'text',
            label: 'RUT',
            labelStrong: 'RUT',
            labelSmall: 'sin puntos',
            required: true,
            disabled: false,
            hidden: false,
            readonly: false,
            obfuscated: false,
            value: '',
            min: 8,
            max: '12',
            placeholder: '12.345.678-5',
            style: 'col-sm-18 col-md-18',
            help: '<b>Ayuda</b>',
            tooltip: 'Su RUT',
            tooltipText: 'Texto',
            cols: 2,
            validation: {
              type: 'rut',
              mask: 'rut',
              specialValidations: ['sameRut'],
              caption: 'RUT inválido',
            },
          },
          {
            key: 'FechaNacimiento',
            element: 'datepicker',
            minYear: 1900,
            minDate: '19000101',
            maxDate: '20991231',
          },
          {
            key: 'EstadoCivil',
            element: 'radio',
            radioType: 'inline',
            inline: true,
            options: [
              {
                key: 'C',
                value: 'Casado(a)',
                readonly: false,
                tooltip: 't',
                selected: false,
                mandatory: false,
                descripcion: 'd',
                display: true,
                url: '/doc.pdf',
                extraDescription: {
                  visible: false,
                  value: '',
                  required: true,
                  label: 'Especifique',
                  cols: 1,
                  hasError: false,
                  validation: { type: 'text', caption: 'Inválido' },
                },
              },
              { key: 2, value: 'Soltero(a)' },
            ],
          },
          {
            key: 'NombreConyuge',
            element: 'input',
            showWhen: { key: 'EstadoCivil', value: 'C' },
          },
          {
            key: 'Extra',
            element: 'input',
            showWhen: {
              keys: [
                { key: 'EstadoCivil', value: ['C', 'V'] },
                { key: 'Acepta', value: true },
              ],
            },
          },
          {
            key: 'codigoPais',
            element: 'select',
            service: { url: 'common/paises', root: 'data', key: 'CodigoPais', value: 'NombrePais' },
            update: [
              {
                ele: 'codigoRegion',
                service: { url: 'pais/${codigoPais}/regiones', force: true },
                value: null,
                _key: 'Codigo',
                disabled: true,
              },
            ],
          },
          {
            key: 'grupo',
            element: 'checkbox-list',
            bypass: true,
            icons: ['a'],
            alternatives: [],
            extraDescription: true,
            groups: [],
            html: '<p>x</p>',
            sectionName: 'Sección',
            toggleLabel: 'Sí',
            questions: [{ key: 'sub', element: 'select' }],
            items: [{ type: 'paragraph', label: 'Nota' }],
          },
        ],
      },
      {
        config: {
          type: 'poll',
          poll: { theme: 'square' },
          pollTemplate: 'square',
          contratos: false,
        },
        items: [{ numeroPregunta: 1, pregunta: '¿Plazo?', alternativas: [] }],
      },
    ],
  };
}

function failure(input: unknown) {
  const result = parseWizardConfig(input);
  if (result.success) throw new Error('expected the template to be refused');
  return result;
}

describe('parseWizardConfig', () => {
  it('accepts every property of the spec and keeps them', () => {
    const result = parseWizardConfig(fullTemplate());
    expect(result.success).toBe(true);
    const config = (result as { data: WizardConfig }).data;
    expect(config.schemaVersion).toBe(1);
    expect(config.config.index?.steps).toEqual([
      { caption: 'Datos', icon: 'user' },
      { caption: 'Fin' },
    ]);
    const [rut, , civil, , extra, country, group] = config.steps[0]!.items;
    expect(rut?.validation?.specialValidations).toEqual(['sameRut']);
    expect(civil?.options?.[0]?.extraDescription?.label).toBe('Especifique');
    expect(extra?.showWhen).toEqual({
      keys: [
        { key: 'EstadoCivil', value: ['C', 'V'] },
        { key: 'Acepta', value: true },
      ],
    });
    expect(country?.update?.[0]?.service?.url).toBe('pais/${codigoPais}/regiones');
    expect(group?.questions?.[0]?.key).toBe('sub');
    expect(config.steps[1]!.config.pollTemplate).toBe('square');
  });

  it('keeps properties the spec does not show (passthrough) and accepts unknown types', () => {
    const template = fullTemplate();
    const input = {
      ...template,
      extraTop: 1,
      steps: [
        {
          config: { type: 'nuevoTipo', custom: { a: 1 } },
          items: [{ key: 'x', element: 'control-futuro', custom: 'y' }],
        },
      ],
    };
    const result = parseWizardConfig(input);
    expect(result.success).toBe(true);
    const data = (result as { data: WizardConfig }).data;
    expect(data.extraTop).toBe(1);
    expect(data.steps[0]!.config.custom).toEqual({ a: 1 });
    expect(data.steps[0]!.items[0]!.custom).toBe('y');
    expect(data.steps[0]!.items[0]!.element).toBe('control-futuro');
  });

  it('defaults schemaVersion to 1 and a step without items to none', () => {
    const result = parseWizardConfig({
      id: 'X',
      version: 1,
      config: {},
      steps: [{ config: { type: 'success' } }],
    });
    expect(result).toMatchObject({ success: true, data: { schemaVersion: 1 } });
    expect((result as { data: WizardConfig }).data.steps[0]!.items).toEqual([]);
  });

  it('refuses a schema version it does not read', () => {
    expect(failure({ ...fullTemplate(), schemaVersion: 2 })).toEqual({
      success: false,
      path: 'schemaVersion',
      message: 'schemaVersion: debe ser 1',
    });
  });

  it.each([
    [
      'an option without key',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![2]!.options![1] = { value: 'Soltero(a)' } as never;
      },
      'steps[0].items[2].options[1].key',
      'es obligatorio',
    ],
    [
      'a required flag written as text',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![0]!.required = 'si' as never;
      },
      'steps[0].items[0].required',
      'debe ser verdadero o falso (es un texto)',
    ],
    [
      'an update without the dependent element',
      (t: WizardConfigInput) => {
        delete (t.steps[0]!.items![5]!.update![0] as { ele?: string }).ele;
      },
      'steps[0].items[5].update[0].ele',
      'es obligatorio',
    ],
    [
      'a service without url',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![5]!.service = { key: 'x' } as never;
      },
      'steps[0].items[5].service.url',
      'es obligatorio',
    ],
    [
      'a showWhen condition without value',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![4]!.showWhen = { keys: [{ key: 'EstadoCivil' }] } as never;
      },
      'steps[0].items[4].showWhen.keys[0].value',
      'es obligatorio',
    ],
    [
      'a nested question with a numeric key',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![6]!.questions = [{ key: 7 as never, element: 'select' }];
      },
      'steps[0].items[6].questions[0].key',
      'debe ser un texto (es un número)',
    ],
    [
      'a form field that stores a value but has no key',
      (t: WizardConfigInput) => {
        delete t.steps[0]!.items![1]!.key;
      },
      'steps[0].items[1].key',
      'el campo "datepicker" necesita "key" para guardar la respuesta',
    ],
    [
      'a textarea that stores a value but has no key',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![3] = { element: 'textarea', label: 'Comentarios' };
      },
      'steps[0].items[3].key',
      'el campo "textarea" necesita "key" para guardar la respuesta',
    ],
    [
      'a file that stores a value but has no key',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![3] = { element: 'file', label: 'Cédula' };
      },
      'steps[0].items[3].key',
      'el campo "file" necesita "key" para guardar la respuesta',
    ],
    [
      'a form item with neither element nor type',
      (t: WizardConfigInput) => {
        t.steps[0]!.items![3] = { key: 'x', label: 'y' };
      },
      'steps[0].items[3]',
      'falta "element" o "type"',
    ],
    [
      'an empty step type',
      (t: WizardConfigInput) => {
        t.steps[1]!.config.type = ' ';
      },
      'steps[1].config.type',
      'no puede estar vacío',
    ],
    [
      'an index step without caption',
      (t: WizardConfigInput) => {
        t.config.index = { display: true, steps: [{ icon: 'x' } as never] };
      },
      'config.index.steps[0].caption',
      'es obligatorio',
    ],
    [
      'a template without steps',
      (t: WizardConfigInput) => {
        t.steps = [];
      },
      'steps',
      'debe tener al menos 1 elemento(s)',
    ],
  ])('names the path of %s', (_label, spoil, path, text) => {
    const template = fullTemplate();
    spoil(template);
    expect(failure(template)).toEqual({ success: false, path, message: `${path}: ${text}` });
  });

  it('says so when the body is not an object at all', () => {
    expect(failure(null).message).toBe('(raíz): debe ser un objeto (es null)');
    expect(failure('texto').message).toBe('(raíz): debe ser un objeto (es un texto)');
  });

  it('is what the template endpoint answers with, and what the package exports', () => {
    const body = fullTemplate();
    expect(getWizardTemplate.response.safeParse(body).success).toBe(true);
    expect(getWizardTemplate.response.safeParse({ ...body, version: 0 }).success).toBe(false);
    expect(contract.wizardConfig.parseWizardConfig).toBe(parseWizardConfig);
  });
});

describe('formatConfigPath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatConfigPath(['steps', 1, 'items', 3, 'options', 0, 'key'])).toBe(
      'steps[1].items[3].options[0].key',
    );
    expect(formatConfigPath([])).toBe('');
  });
});
