// The example form's rules in zod: the spec's messages, the es-CL kit's checks.
import { z } from 'zod';
import { allConditionsAccepted } from '../components/private/conditions.ts';
import type { UploadedFile } from '../components/FileUpload/prepare-file.ts';
import { esClMessages, isAdultBirthDate, rutSchema } from '@inversiones/es-cl';
import * as messages from '../messages.ts';
import { declarations } from './example-form-data.ts';

const required = esClMessages.required;

/** The form's schema; `today` (YYYYMMDD) fixes the birth-date window. */
export function exampleFormSchema(today: string) {
  return z.object({
    nombre: z.string().trim().min(1, required),
    rut: rutSchema,
    fechaNacimiento: z
      .string()
      .min(1, required)
      .refine((wire) => isAdultBirthDate(wire, today), esClMessages.birthDate),
    telefono: z.object({ prefix: z.string(), number: z.string() }).superRefine((phone, context) => {
      // One message for the whole group, on the field itself (not on its parts).
      if (!phone.number) context.addIssue({ code: 'custom', message: required });
      else if (!phone.prefix || !/^\d{9}$/.test(phone.number)) {
        context.addIssue({ code: 'custom', message: messages.phoneField.numberLength(9, 9) });
      }
    }),
    direccion: z.record(z.string(), z.string().nullable()).refine(
      // A foreign address has no regions here: the country is enough.
      (place) =>
        Boolean(place.codigoPais) && (place.codigoPais !== 'CL' || Boolean(place.codigoComuna)),
      required,
    ),
    banco: z
      .string()
      .nullable()
      .refine((bank) => bank !== null, required),
    cuenta: z
      .string()
      .min(1, required)
      .regex(/^\d{1,20}$/, esClMessages.invalidData),
    cedula: z.custom<UploadedFile | null>((file) => Boolean(file), required),
    declaracion: z
      .array(z.string())
      .refine(
        (keys) => allConditionsAccepted(declarations, keys),
        messages.acceptConditions.allRequired,
      ),
  });
}

export type ExampleFormValues = z.input<ReturnType<typeof exampleFormSchema>>;
