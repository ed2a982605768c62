// The personal data the firm must hold (spec 2, DATOS FALTANTES): in the client record, or entered
// by the client in the personal-data wizard (its sections datos and direccion).

/** The wizard that collects these data from the client herself. */
export const PERSONAL_DATA_WIZARD = 'EBDATOSPERSONALESCLIENTE';

type Data = Readonly<Record<string, unknown>>;

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'object' && value !== null && Object.keys(value).length > 0);

const section = (data: Data, name: string): Data => {
  const value = data[name];
  return typeof value === 'object' && value !== null ? (value as Data) : {};
};

const items: readonly { label: string; inRecord: string; inWizard: [string, string] }[] = [
  { label: 'Correo electrónico', inRecord: 'Email', inWizard: ['datos', 'Email'] },
  { label: 'Teléfono celular', inRecord: 'Telefono', inWizard: ['datos', 'Telefono'] },
  { label: 'Dirección particular', inRecord: 'Direccion', inWizard: ['direccion', 'calle'] },
];

/** The labels of the data neither the record nor any entered wizard data holds. */
export function missingPersonalData(record: Data, entered: readonly Data[]): string[] {
  return items
    .filter(
      ({ inRecord, inWizard: [name, key] }) =>
        !filled(record[inRecord]) && !entered.some((data) => filled(section(data, name)[key])),
    )
    .map((item) => item.label);
}

/** Whom a client calls to register missing data: her executive, else the firm's help desk. */
export function firmContact(
  record: { Ejecutivos?: readonly { Nombre: string; Email: string }[] },
  helpDesk: { nombre: string; email: string; telefono: string },
) {
  const executive = record.Ejecutivos?.[0];
  return executive
    ? { tipo: 'ejecutivo' as const, nombre: executive.Nombre, email: executive.Email }
    : { tipo: 'mesaDeAyuda' as const, ...helpDesk };
}
