// Story data that mirrors the reference API's seed (api/src/data): Chile's regions, provinces (the
// wizard's "ciudades") and communes with their official CUT codes, the countries list and the
// demo funds with their series. Copied, not imported: the design system knows nothing of the API.
import type { CodedItem, CountryItem } from '../Select/index.ts';

/** GET common/paises. */
export const countries: readonly CountryItem[] = [
  { CodigoPais: 'CL', NombrePais: 'Chile' },
  { CodigoPais: 'AR', NombrePais: 'Argentina' },
  { CodigoPais: 'BO', NombrePais: 'Bolivia' },
  { CodigoPais: 'BR', NombrePais: 'Brasil' },
  { CodigoPais: 'CA', NombrePais: 'Canadá' },
  { CodigoPais: 'CN', NombrePais: 'China' },
  { CodigoPais: 'CO', NombrePais: 'Colombia' },
  { CodigoPais: 'CR', NombrePais: 'Costa Rica' },
  { CodigoPais: 'EC', NombrePais: 'Ecuador' },
  { CodigoPais: 'ES', NombrePais: 'España' },
  { CodigoPais: 'US', NombrePais: 'Estados Unidos' },
  { CodigoPais: 'FR', NombrePais: 'Francia' },
  { CodigoPais: 'DE', NombrePais: 'Alemania' },
  { CodigoPais: 'IT', NombrePais: 'Italia' },
  { CodigoPais: 'JP', NombrePais: 'Japón' },
  { CodigoPais: 'MX', NombrePais: 'México' },
  { CodigoPais: 'PA', NombrePais: 'Panamá' },
  { CodigoPais: 'PY', NombrePais: 'Paraguay' },
  { CodigoPais: 'PE', NombrePais: 'Perú' },
  { CodigoPais: 'PT', NombrePais: 'Portugal' },
  { CodigoPais: 'GB', NombrePais: 'Reino Unido' },
  { CodigoPais: 'CH', NombrePais: 'Suiza' },
  { CodigoPais: 'UY', NombrePais: 'Uruguay' },
  { CodigoPais: 'VE', NombrePais: 'Venezuela' },
];

/** GET pais/CL/regiones (any other country: none). */
export const regions: readonly CodedItem[] = [
  { Codigo: '15', Glosa: 'Arica y Parinacota' },
  { Codigo: '01', Glosa: 'Tarapacá' },
  { Codigo: '02', Glosa: 'Antofagasta' },
  { Codigo: '03', Glosa: 'Atacama' },
  { Codigo: '04', Glosa: 'Coquimbo' },
  { Codigo: '05', Glosa: 'Valparaíso' },
  { Codigo: '13', Glosa: 'Metropolitana de Santiago' },
  { Codigo: '06', Glosa: "Libertador General Bernardo O'Higgins" },
  { Codigo: '07', Glosa: 'Maule' },
  { Codigo: '16', Glosa: 'Ñuble' },
  { Codigo: '08', Glosa: 'Biobío' },
  { Codigo: '09', Glosa: 'La Araucanía' },
  { Codigo: '14', Glosa: 'Los Ríos' },
  { Codigo: '10', Glosa: 'Los Lagos' },
  { Codigo: '11', Glosa: 'Aysén del General Carlos Ibáñez del Campo' },
  { Codigo: '12', Glosa: 'Magallanes y de la Antártica Chilena' },
];

/** Province code (3 digits, region first) -> name: the wizard's cities. */
const provinces: Readonly<Record<string, string>> = {
  '151': 'Arica',
  '152': 'Parinacota',
  '011': 'Iquique',
  '014': 'Tamarugal',
  '021': 'Antofagasta',
  '022': 'El Loa',
  '023': 'Tocopilla',
  '031': 'Copiapó',
  '032': 'Chañaral',
  '033': 'Huasco',
  '041': 'Elqui',
  '042': 'Choapa',
  '043': 'Limarí',
  '051': 'Valparaíso',
  '052': 'Isla de Pascua',
  '053': 'Los Andes',
  '054': 'Petorca',
  '055': 'Quillota',
  '056': 'San Antonio',
  '057': 'San Felipe de Aconcagua',
  '058': 'Marga Marga',
  '131': 'Santiago',
  '132': 'Cordillera',
  '133': 'Chacabuco',
  '134': 'Maipo',
  '135': 'Melipilla',
  '136': 'Talagante',
  '061': 'Cachapoal',
  '062': 'Cardenal Caro',
  '063': 'Colchagua',
  '071': 'Talca',
  '072': 'Cauquenes',
  '073': 'Curicó',
  '074': 'Linares',
  '161': 'Diguillín',
  '162': 'Itata',
  '163': 'Punilla',
  '081': 'Concepción',
  '082': 'Arauco',
  '083': 'Biobío',
  '091': 'Cautín',
  '092': 'Malleco',
  '141': 'Valdivia',
  '142': 'Ranco',
  '101': 'Llanquihue',
  '102': 'Chiloé',
  '103': 'Osorno',
  '104': 'Palena',
  '111': 'Coyhaique',
  '112': 'Aysén',
  '113': 'Capitán Prat',
  '114': 'General Carrera',
  '121': 'Magallanes',
  '122': 'Antártica Chilena',
  '123': 'Tierra del Fuego',
  '124': 'Última Esperanza',
};

/** Every commune as 'CUT Name', in code order (region 2 + province 1 + commune 2 digits). */
const COMMUNES = `
01101 Iquique|01107 Alto Hospicio|01401 Pozo Almonte|01402 Camiña|01403 Colchane|01404 Huara|01405 Pica
02101 Antofagasta|02102 Mejillones|02103 Sierra Gorda|02104 Taltal|02201 Calama|02202 Ollagüe|02203 San Pedro de Atacama|02301 Tocopilla|02302 María Elena
03101 Copiapó|03102 Caldera|03103 Tierra Amarilla|03201 Chañaral|03202 Diego de Almagro|03301 Vallenar|03302 Alto del Carmen|03303 Freirina|03304 Huasco
04101 La Serena|04102 Coquimbo|04103 Andacollo|04104 La Higuera|04105 Paihuano|04106 Vicuña|04201 Illapel|04202 Canela|04203 Los Vilos|04204 Salamanca|04301 Ovalle|04302 Combarbalá|04303 Monte Patria|04304 Punitaqui|04305 Río Hurtado
05101 Valparaíso|05102 Casablanca|05103 Concón|05104 Juan Fernández|05105 Puchuncaví|05107 Quintero|05109 Viña del Mar|05201 Isla de Pascua|05301 Los Andes|05302 Calle Larga|05303 Rinconada|05304 San Esteban|05401 La Ligua|05402 Cabildo|05403 Papudo|05404 Petorca|05405 Zapallar|05501 Quillota|05502 La Calera|05503 Hijuelas|05504 La Cruz|05506 Nogales|05601 San Antonio|05602 Algarrobo|05603 Cartagena|05604 El Quisco|05605 El Tabo|05606 Santo Domingo|05701 San Felipe|05702 Catemu|05703 Llaillay|05704 Panquehue|05705 Putaendo|05706 Santa María|05801 Quilpué|05802 Limache|05803 Olmué|05804 Villa Alemana
06101 Rancagua|06102 Codegua|06103 Coinco|06104 Coltauco|06105 Doñihue|06106 Graneros|06107 Las Cabras|06108 Machalí|06109 Malloa|06110 Mostazal|06111 Olivar|06112 Peumo|06113 Pichidegua|06114 Quinta de Tilcoco|06115 Rengo|06116 Requínoa|06117 San Vicente|06201 Pichilemu|06202 La Estrella|06203 Litueche|06204 Marchihue|06205 Navidad|06206 Paredones|06301 San Fernando|06302 Chépica|06303 Chimbarongo|06304 Lolol|06305 Nancagua|06306 Palmilla|06307 Peralillo|06308 Placilla|06309 Pumanque|06310 Santa Cruz
07101 Talca|07102 Constitución|07103 Curepto|07104 Empedrado|07105 Maule|07106 Pelarco|07107 Pencahue|07108 Río Claro|07109 San Clemente|07110 San Rafael|07201 Cauquenes|07202 Chanco|07203 Pelluhue|07301 Curicó|07302 Hualañé|07303 Licantén|07304 Molina|07305 Rauco|07306 Romeral|07307 Sagrada Familia|07308 Teno|07309 Vichuquén|07401 Linares|07402 Colbún|07403 Longaví|07404 Parral|07405 Retiro|07406 San Javier|07407 Villa Alegre|07408 Yerbas Buenas
08101 Concepción|08102 Coronel|08103 Chiguayante|08104 Florida|08105 Hualqui|08106 Lota|08107 Penco|08108 San Pedro de la Paz|08109 Santa Juana|08110 Talcahuano|08111 Tomé|08112 Hualpén|08201 Lebu|08202 Arauco|08203 Cañete|08204 Contulmo|08205 Curanilahue|08206 Los Álamos|08207 Tirúa|08301 Los Ángeles|08302 Antuco|08303 Cabrero|08304 Laja|08305 Mulchén|08306 Nacimiento|08307 Negrete|08308 Quilaco|08309 Quilleco|08310 San Rosendo|08311 Santa Bárbara|08312 Tucapel|08313 Yumbel|08314 Alto Biobío
09101 Temuco|09102 Carahue|09103 Cunco|09104 Curarrehue|09105 Freire|09106 Galvarino|09107 Gorbea|09108 Lautaro|09109 Loncoche|09110 Melipeuco|09111 Nueva Imperial|09112 Padre Las Casas|09113 Perquenco|09114 Pitrufquén|09115 Pucón|09116 Saavedra|09117 Teodoro Schmidt|09118 Toltén|09119 Vilcún|09120 Villarrica|09121 Cholchol|09201 Angol|09202 Collipulli|09203 Curacautín|09204 Ercilla|09205 Lonquimay|09206 Los Sauces|09207 Lumaco|09208 Purén|09209 Renaico|09210 Traiguén|09211 Victoria
10101 Puerto Montt|10102 Calbuco|10103 Cochamó|10104 Fresia|10105 Frutillar|10106 Los Muermos|10107 Llanquihue|10108 Maullín|10109 Puerto Varas|10201 Castro|10202 Ancud|10203 Chonchi|10204 Curaco de Vélez|10205 Dalcahue|10206 Puqueldón|10207 Queilén|10208 Quellón|10209 Quemchi|10210 Quinchao|10301 Osorno|10302 Puerto Octay|10303 Purranque|10304 Puyehue|10305 Río Negro|10306 San Juan de la Costa|10307 San Pablo|10401 Chaitén|10402 Futaleufú|10403 Hualaihué|10404 Palena
11101 Coyhaique|11102 Lago Verde|11201 Aysén|11202 Cisnes|11203 Guaitecas|11301 Cochrane|11302 O'Higgins|11303 Tortel|11401 Chile Chico|11402 Río Ibáñez
12101 Punta Arenas|12102 Laguna Blanca|12103 Río Verde|12104 San Gregorio|12201 Cabo de Hornos|12202 Antártica|12301 Porvenir|12302 Primavera|12303 Timaukel|12401 Natales|12402 Torres del Paine
13101 Santiago|13102 Cerrillos|13103 Cerro Navia|13104 Conchalí|13105 El Bosque|13106 Estación Central|13107 Huechuraba|13108 Independencia|13109 La Cisterna|13110 La Florida|13111 La Granja|13112 La Pintana|13113 La Reina|13114 Las Condes|13115 Lo Barnechea|13116 Lo Espejo|13117 Lo Prado|13118 Macul|13119 Maipú|13120 Ñuñoa|13121 Pedro Aguirre Cerda|13122 Peñalolén|13123 Providencia|13124 Pudahuel|13125 Quilicura|13126 Quinta Normal|13127 Recoleta|13128 Renca|13129 San Joaquín|13130 San Miguel|13131 San Ramón|13132 Vitacura|13201 Puente Alto|13202 Pirque|13203 San José de Maipo|13301 Colina|13302 Lampa|13303 Tiltil|13401 San Bernardo|13402 Buin|13403 Calera de Tango|13404 Paine|13501 Melipilla|13502 Alhué|13503 Curacaví|13504 María Pinto|13505 San Pedro|13601 Talagante|13602 El Monte|13603 Isla de Maipo|13604 Padre Hurtado|13605 Peñaflor
14101 Valdivia|14102 Corral|14103 Lanco|14104 Los Lagos|14105 Máfil|14106 Mariquina|14107 Paillaco|14108 Panguipulli|14201 La Unión|14202 Futrono|14203 Lago Ranco|14204 Río Bueno
15101 Arica|15102 Camarones|15201 Putre|15202 General Lagos
16101 Chillán|16102 Bulnes|16103 Chillán Viejo|16104 El Carmen|16105 Pemuco|16106 Pinto|16107 Quillón|16108 San Ignacio|16109 Yungay|16201 Quirihue|16202 Cobquecura|16203 Coelemu|16204 Ninhue|16205 Portezuelo|16206 Ránquil|16207 Treguaco|16301 San Carlos|16302 Coihueco|16303 Ñiquén|16304 San Fabián|16305 San Nicolás
`;

const communeList = COMMUNES.trim()
  .split(/[|\n]/)
  .map((entry) => ({ Codigo: entry.slice(0, 5), Glosa: entry.slice(6) }));

const isChile = (country: string) => country === 'CL';

/** GET pais/{country}/regiones. */
export function regionsOf(country: string): CodedItem[] {
  return isChile(country) ? [...regions] : [];
}

/** GET pais/{country}/region/{region}/ciudades. */
export function citiesOf(country: string, region: string): CodedItem[] {
  if (!isChile(country)) return [];
  return Object.entries(provinces)
    .filter(([code]) => code.startsWith(region))
    .map(([Codigo, Glosa]) => ({ Codigo, Glosa }));
}

/** GET pais/{country}/ciudad/{city}/comunas. */
export function communesOf(country: string, city: string): CodedItem[] {
  return isChile(country) ? communeList.filter((commune) => commune.Codigo.startsWith(city)) : [];
}

/** The reference API's demo funds (`demoFunds`); their series follow. */
export const funds: readonly CodedItem[] = [
  { Codigo: '1', Glosa: 'Fondo Mutuo Renta Chile' },
  { Codigo: '2', Glosa: 'Fondo Mutuo Acciones Chilenas' },
  { Codigo: '3', Glosa: 'Fondo Mutuo Deuda Corto Plazo' },
  { Codigo: '4', Glosa: 'Fondo Mutuo Global Equity' },
];

const fundSeries: Readonly<Record<string, readonly string[]>> = {
  '1': ['A', 'B', 'APV'],
  '2': ['A', 'I'],
  '3': ['A', 'B'],
  '4': ['A', 'USD'],
};

/** GET formasDePago/fondo/{fund}/series. */
export function seriesOf(fund: string): CodedItem[] {
  return (fundSeries[fund] ?? []).map((serie) => ({ Codigo: serie, Glosa: `Serie ${serie}` }));
}

/** The demo client's rut body, as the API derives investment accounts from the session's rut. */
const demoRutBody = '12345678';

/** GET formasDePago/fondo/{fund}/{serie}/cuentasInversion. */
export function investmentAccountsOf(fund: string, serie: string): CodedItem[] {
  const name = funds.find((item) => item.Codigo === fund)?.Glosa;
  if (!name || !fundSeries[fund]?.includes(serie)) return [];
  return [
    { Codigo: `${demoRutBody}-1`, Glosa: `Cuenta de inversión ${demoRutBody}-1 (${name})` },
    { Codigo: `${demoRutBody}-2`, Glosa: `Cuenta de ahorro ${demoRutBody}-2` },
  ];
}
