import { describe, expect, it } from 'vitest';
import {
  optionsFromResponse,
  placeholdersOf,
  resolveServiceUrl,
  serviceSources,
} from './service-url.ts';

const answers =
  (values: Record<string, unknown>) =>
  (key: string): unknown =>
    values[key];

describe('resolveServiceUrl', () => {
  it('fills ${field} placeholders, encoded, under the API base', () => {
    const service = { url: 'pais/${codigoPais}/region/${codigoRegion}/ciudades' };
    expect(placeholdersOf(service.url)).toEqual(['codigoPais', 'codigoRegion']);
    expect(resolveServiceUrl(service, answers({ codigoPais: 'CL', codigoRegion: '13' }))).toEqual({
      status: 'ready',
      path: '/pais/CL/region/13/ciudades',
    });
    expect(resolveServiceUrl({ url: '/api/x/${a}' }, answers({ a: 'b c' }))).toEqual({
      status: 'ready',
      path: '/x/b%20c',
    });
  });

  it('is blocked (Sin opciones) while a placeholder has no value and the service is not forced', () => {
    expect(resolveServiceUrl({ url: 'pais/${codigoPais}/regiones' }, answers({}))).toEqual({
      status: 'blocked',
    });
  });

  it('forced, loads with 1 for country, region, city, serie and fund, empty otherwise', () => {
    expect(
      resolveServiceUrl({ url: 'pais/${codigoPais}/regiones', force: true }, answers({})),
    ).toEqual({
      status: 'ready',
      path: '/pais/1/regiones',
    });
    expect(
      resolveServiceUrl(
        { url: 'formasDePago/fondo/${fondo}/series', force: true },
        answers({ fondo: '' }),
      ),
    ).toEqual({
      status: 'ready',
      path: '/formasDePago/fondo/1/series',
    });
    expect(resolveServiceUrl({ url: 'lista/${otro}', force: true }, answers({}))).toEqual({
      status: 'ready',
      path: '/lista/',
    });
  });

  it('refuses absolute URLs: lists come from the portal API only', () => {
    expect(resolveServiceUrl({ url: 'https://evil.example/x' }, answers({}))).toEqual({
      status: 'blocked',
    });
    expect(resolveServiceUrl({ url: '//evil.example/x' }, answers({}))).toEqual({
      status: 'blocked',
    });
  });
});

describe('optionsFromResponse', () => {
  it('reads an array or the root property, with the configured key and value', () => {
    const body = {
      data: [{ id: 1, nombre: 'Uno' }, { id: 2, nombre: 'Dos' }, { nombre: 'sin id' }],
    };
    expect(optionsFromResponse(body, { root: 'data', key: 'id', value: 'nombre' })).toEqual([
      { key: '2', value: 'Dos' },
      { key: '1', value: 'Uno' },
    ]);
    expect(optionsFromResponse(['a'], {})).toEqual([{ key: 'a', value: 'a' }]);
    expect(optionsFromResponse('nada', {})).toEqual([]);
  });

  it('shows countries and coded options by their text alone, in Spanish order', () => {
    expect(
      optionsFromResponse(
        [
          { CodigoPais: 'PE', NombrePais: 'Perú' },
          { CodigoPais: 'CL', NombrePais: 'Chile' },
          { CodigoPais: 'AR', NombrePais: 'Argentina' },
        ],
        { key: 'CodigoPais', value: 'NombrePais' },
      ),
    ).toEqual([
      { key: 'AR', value: 'Argentina' },
      { key: 'CL', value: 'Chile' },
      { key: 'PE', value: 'Perú' },
    ]);
    // Ñuñoa after Nogales, Álamos with the a's: Spanish collation, not code points.
    expect(
      optionsFromResponse(
        [
          { Codigo: '13120', Glosa: 'Ñuñoa' },
          { Codigo: '13123', Glosa: 'Providencia' },
          { Codigo: '05506', Glosa: 'Nogales' },
          { Codigo: '08314', Glosa: 'Alto Biobío' },
          { Codigo: '08304', Glosa: 'Los Álamos' },
          { Codigo: '08301', Glosa: 'Lebu' },
        ],
        { key: 'Codigo', value: 'Glosa' },
      ).map((option) => option.value),
    ).toEqual(['Alto Biobío', 'Lebu', 'Los Álamos', 'Nogales', 'Ñuñoa', 'Providencia']);
  });
});

describe('serviceSources', () => {
  it("takes a select's own service and its parent's update entries, appending the parent's value", () => {
    const sources = serviceSources([
      {
        key: 'codigoPais',
        element: 'select',
        service: { url: 'common/paises', key: 'CodigoPais', value: 'NombrePais' },
        update: [{ ele: 'codigoRegion', service: { url: 'pais/${codigoPais}/regiones' } }],
      },
      {
        key: 'fondo',
        element: 'select',
        update: [{ ele: 'serie', service: { url: 'formasDePago/fondo' } }],
      },
      { key: 'codigoRegion', element: 'select' },
    ]);
    expect(sources.get('codigoPais')?.service.url).toBe('common/paises');
    expect(sources.get('codigoRegion')).toEqual({
      service: { url: 'pais/${codigoPais}/regiones' },
      parent: 'codigoPais',
    });
    expect(sources.get('serie')?.service.url).toBe('formasDePago/fondo/${fondo}');
  });
});
