// Texts of the wizard's form steps (wizard-spec 5 and 8); the spec's wording where it gives one.
export const wizardForm = {
  required: 'Este campo es requerido',
  invalid: 'Este campo es inválido',
  invalidData: 'Datos ingresados inválidos',
  /** Read-only fields holding an invalid value (spec: generic 'Invalid'). */
  readOnlyInvalid: 'Invalid',
  /** sameRut (not shown in the spec: the design-system kit's wording). */
  sameRut: 'No puede ingresar su propio RUT',
  /** rutEntered (not shown in the spec: the design-system kit's wording). */
  rutEntered: 'El número de serie no puede ser igual al RUT ingresado',
  /** serieNumber (not shown in the spec: the design-system kit's wording). */
  serieNumber:
    'El número de serie de su cédula de identidad no es válido. Por favor, contacte a su Ejecutivo de Inversiones',
  /** The serial number is still being checked when Continuar is pressed (own wording). */
  seriePending: 'Estamos validando el número de serie, espere un momento',
  /** Birth date outside 18 to 110 years (own wording). */
  birthDate: 'La fecha de nacimiento debe corresponder a una persona entre 18 y 110 años',
  /** A date outside the configured bounds (own wording). */
  dateRange: 'La fecha está fuera del rango permitido',
  /** A typed amount outside the configured bounds (own wording). */
  amountRange: 'El monto está fuera del rango permitido',
  /** The summary of a step that cannot continue (own wording). */
  summaryTitle: 'Revise los siguientes datos antes de continuar',
  /** A field type the engine does not know: shown instead of the field, the rest still works. */
  unknownField: (element: string) =>
    `No es posible mostrar este campo (tipo «${element}» no reconocido).`,
  unknownFieldTitle: 'Campo no disponible',
  loading: 'Cargando...',
  noOptions: 'Sin opciones',
  placeholder: 'Seleccione una opción',
  /** Label of the text of a selection's last option (design-system default Especifique). */
  specify: 'Especifique',
  /** Phone prefix when the configuration gives none. */
  defaultPhonePrefix: '+56',
} as const;
