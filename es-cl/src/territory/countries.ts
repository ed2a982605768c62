// The countries the portal offers (ISO 3166-1 alpha-2, Spanish name, international dialing
// prefix), Chile first since almost every client lives there.

export interface Country {
  codigo: string;
  nombre: string;
  /** Dialing prefix without '+'. */
  prefijo: string;
}

export const countries: readonly Country[] = (
  [
    ['CL', 'Chile', '56'],
    ['AR', 'Argentina', '54'],
    ['BO', 'Bolivia', '591'],
    ['BR', 'Brasil', '55'],
    ['CA', 'Canadá', '1'],
    ['CN', 'China', '86'],
    ['CO', 'Colombia', '57'],
    ['CR', 'Costa Rica', '506'],
    ['EC', 'Ecuador', '593'],
    ['ES', 'España', '34'],
    ['US', 'Estados Unidos', '1'],
    ['FR', 'Francia', '33'],
    ['DE', 'Alemania', '49'],
    ['IT', 'Italia', '39'],
    ['JP', 'Japón', '81'],
    ['MX', 'México', '52'],
    ['PA', 'Panamá', '507'],
    ['PY', 'Paraguay', '595'],
    ['PE', 'Perú', '51'],
    ['PT', 'Portugal', '351'],
    ['GB', 'Reino Unido', '44'],
    ['CH', 'Suiza', '41'],
    ['UY', 'Uruguay', '598'],
    ['VE', 'Venezuela', '58'],
  ] as const
).map(([codigo, nombre, prefijo]) => ({ codigo, nombre, prefijo }));

/** Chile's ISO code and the other codes a configuration or a service may give it. */
export const isChile = (country: string) => ['CL', '152', '1'].includes(country.toUpperCase());
