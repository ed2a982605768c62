import type { company } from '@inversiones/contract';

/** A demo company's profile: its data, legal representatives and signing attorneys. */
export interface DemoCompany {
  rut: string;
  razonSocial: string;
  giro: string;
  direccion: { calle: string; comuna: string; region: string };
  representantes: { rut: string; nombre: string; cargo: string }[];
  apoderados: company.Attorney[];
}

// Rodrigo Soto (15.432.198-5) is an attorney of Comercial Pacífico, where he acts as operator:
// he signs the framework contract alone and the general fund contract jointly.
export const demoCompanies: readonly DemoCompany[] = [
  {
    rut: '76543210-3',
    razonSocial: 'Inversiones Cordillera SpA',
    giro: 'Inversiones y asesorías financieras',
    direccion: {
      calle: 'Av. Isidora Goyenechea 2800, piso 15',
      comuna: 'Las Condes',
      region: 'Región Metropolitana de Santiago',
    },
    representantes: [
      { rut: '12876543-3', nombre: 'María José Fuentes Rojas', cargo: 'Gerenta General' },
    ],
    apoderados: [
      {
        rut: '12876543-3',
        nombre: 'María José Fuentes Rojas',
        poderes: { marco: 'individual', generalFondos: 'individual' },
      },
      {
        rut: '16543219-3',
        nombre: 'Carlos Alberto Muñoz Vera',
        poderes: { marco: 'conjunta', generalFondos: 'conjunta' },
      },
    ],
  },
  {
    rut: '77123456-9',
    razonSocial: 'Comercial Pacífico Ltda.',
    giro: 'Importación y distribución de insumos industriales',
    direccion: {
      calle: 'Av. Brasil 2950, oficina 41',
      comuna: 'Valparaíso',
      region: 'Región de Valparaíso',
    },
    representantes: [
      { rut: '15432198-5', nombre: 'Rodrigo Ignacio Soto Muñoz', cargo: 'Gerente General' },
      { rut: '10987654-2', nombre: 'Patricia Elena Lagos Vidal', cargo: 'Socia Administradora' },
    ],
    apoderados: [
      {
        rut: '15432198-5',
        nombre: 'Rodrigo Ignacio Soto Muñoz',
        poderes: { marco: 'individual', generalFondos: 'conjunta' },
      },
      {
        rut: '10987654-2',
        nombre: 'Patricia Elena Lagos Vidal',
        poderes: { marco: 'conjunta', generalFondos: 'conjunta' },
      },
      {
        rut: '13246857-5',
        nombre: 'Andrés Felipe Morales Cid',
        poderes: { marco: null, generalFondos: 'conjunta' },
      },
    ],
  },
];
