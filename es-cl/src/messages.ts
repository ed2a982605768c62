// Spanish (es-CL) error texts of the es-CL kit, keyed by meaning. Where the specification gives
// the wording, the value is the spec's exact text; the others are marked as the kit's own.
export const esClMessages = {
  /** A required field is empty (spec). */
  required: 'Este campo es requerido',
  /** Generic input error (spec). */
  invalid: 'Este campo es inválido',
  /** A rule without its own caption failed (spec). */
  invalidData: 'Datos ingresados inválidos',
  /** A read-only field holds an invalid value (spec: generic 'Invalid'). */
  readOnlyInvalid: 'Invalid',
  /** Range error of the generic field types (kit's own wording: the spec names it only). */
  range: (min: number, max: number): string =>
    min === max
      ? `Debe ingresar ${min} caracteres válidos`
      : `Debe ingresar entre ${min} y ${max} caracteres válidos`,
  /** sameRut: the client's own rut was typed (kit's own wording). */
  sameRut: 'No puede ingresar su propio RUT',
  /** rutEntered: the serial number equals the rut entered (kit's own wording). */
  rutEntered: 'El número de serie no puede ser igual al RUT ingresado',
  /** serieNumber: the serial number was rejected (kit's own wording, per portal-spec 5). */
  serieNumber:
    'El número de serie de su cédula de identidad no es válido. Por favor, contacte a su Ejecutivo de Inversiones',
  /** A birth date outside 18 to 110 years (kit's own wording). */
  birthDate: 'La fecha de nacimiento debe corresponder a una persona entre 18 y 110 años',
  /** A phone number of the wrong length (kit's own wording: the spec only bounds it). */
  phoneLength: (min: number, max: number): string =>
    min === max
      ? `Ingrese un número de ${min} dígitos`
      : `Ingrese un número de entre ${min} y ${max} dígitos`,
  /** A date that does not exist or is not typed as dd/mm/aaaa (kit's own wording). */
  date: 'Ingrese una fecha válida (dd/mm/aaaa)',
} as const;

/** Error codes of the special validations (wizard-spec 8), carried in zod issue params. */
export type EsClErrorCode = 'sameRut' | 'rutEntered' | 'serieNumber';
