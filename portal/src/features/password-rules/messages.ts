// The password rules shown live as the user types (change password, enrolment).
export const rules = {
  length: (min: number, max: number) => `Tener entre ${min} y ${max} caracteres`,
  rut: 'No contener su RUT',
  name: 'No contener su nombre ni sus apellidos',
  different: 'Ser distinta de su clave actual',
} as const;
