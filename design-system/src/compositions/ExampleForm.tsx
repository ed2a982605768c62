import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AcceptConditionsBasic } from '../components/AcceptConditionsBasic/AcceptConditionsBasic.tsx';
import { Alert } from '../components/Alert/Alert.tsx';
import { BankAccountField } from '../components/BankAccountField/BankAccountField.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { CascadingSelect } from '../components/CascadingSelect/CascadingSelect.tsx';
import { DatePicker } from '../components/DatePicker/DatePicker.tsx';
import { fieldControllerProps } from '../components/Field/field-controller.ts';
import { FileUpload } from '../components/FileUpload/FileUpload.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { PhoneField } from '../components/PhoneField/PhoneField.tsx';
import { RutField } from '../components/RutField/RutField.tsx';
import { Select } from '../components/Select/Select.tsx';
import { codedAccessors, type CodedItem } from '../components/Select/select-options.ts';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { formatDisplayDate, formatRut } from '@inversiones/es-cl';
import {
  addressLevels,
  banks,
  declarations,
  exampleToday,
  phonePrefixes,
  placeName,
} from './example-form-data.ts';
import { exampleFormSchema, type ExampleFormValues } from './example-form-schema.ts';
import * as styles from './ExampleForm.css.ts';

const defaultValues: ExampleFormValues = {
  nombre: '',
  rut: '',
  fechaNacimiento: '',
  telefono: { prefix: '56', number: '' },
  direccion: { codigoPais: null, codigoRegion: null, codigoCiudad: null, codigoComuna: null },
  banco: null,
  cuenta: '',
  cedula: null,
  declaracion: [],
};

/** What the success alert lists, in the order of the form. */
function summaryOf(values: ExampleFormValues): [string, string][] {
  const place = values.direccion;
  return [
    ['Nombre', values.nombre],
    ['RUT', formatRut(values.rut)],
    ['Fecha de nacimiento', formatDisplayDate(values.fechaNacimiento)],
    ['Teléfono', `+${values.telefono.prefix} ${values.telefono.number}`],
    [
      'Dirección',
      [
        placeName('commune', place.codigoPais ?? null, place.codigoComuna ?? null),
        placeName('country', null, place.codigoPais ?? null),
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['Banco', banks.find((bank) => bank.Codigo === values.banco)?.Glosa ?? ''],
    ['Número de cuenta', values.cuenta],
    ['Documento', values.cedula ? `${values.cedula.name} (${values.cedula.mediaType})` : ''],
  ];
}

/**
 * A realistic account-opening form built only from the design system's fields, with
 * react-hook-form and zod: personal data, address, bank account and identity document.
 */
export function ExampleForm() {
  const { control, handleSubmit } = useForm<ExampleFormValues>({
    resolver: zodResolver(exampleFormSchema(exampleToday)),
    defaultValues,
  });
  const [filePending, setFilePending] = useState(false);
  const [sent, setSent] = useState<[string, string][] | null>(null);

  return (
    <div className={styles.page}>
      <form
        noValidate
        aria-labelledby="formulario-ejemplo-titulo"
        onSubmit={handleSubmit((values) => setSent(summaryOf(values)))}
      >
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1} id="formulario-ejemplo-titulo">
              Apertura de cuenta de inversión
            </Heading>
            <Text tone="secondary">
              Complete sus datos. Los campos marcados con (*) son obligatorios.
            </Text>
          </Stack>

          <Card title="Datos personales">
            <div className={styles.grid}>
              <div className={styles.wide}>
                <Controller
                  name="nombre"
                  control={control}
                  render={(c) => (
                    <TextField
                      label="Nombre completo"
                      isRequired
                      autoComplete="name"
                      {...fieldControllerProps(c)}
                    />
                  )}
                />
              </div>
              <Controller
                name="rut"
                control={control}
                render={(c) => <RutField label="RUT" isRequired {...fieldControllerProps(c)} />}
              />
              <Controller
                name="fechaNacimiento"
                control={control}
                render={(c) => (
                  <DatePicker
                    label="Fecha de nacimiento"
                    birthDate
                    today={exampleToday}
                    defaultFocusedDate="19850101"
                    isRequired
                    {...fieldControllerProps(c)}
                  />
                )}
              />
              <Controller
                name="telefono"
                control={control}
                render={(c) => (
                  <PhoneField
                    label="Teléfono celular"
                    prefixes={phonePrefixes}
                    isRequired
                    {...fieldControllerProps(c)}
                  />
                )}
              />
            </div>
          </Card>

          <Card title="Domicilio">
            <Controller
              name="direccion"
              control={control}
              render={(c) => (
                <CascadingSelect<CodedItem>
                  label="Dirección particular"
                  levels={addressLevels}
                  isRequired
                  {...fieldControllerProps(c)}
                />
              )}
            />
          </Card>

          <Card title="Cuenta bancaria para rescates">
            <div className={styles.grid}>
              <Controller
                name="banco"
                control={control}
                render={(c) => (
                  <Select<CodedItem>
                    label="Banco"
                    options={banks}
                    isRequired
                    {...codedAccessors}
                    {...fieldControllerProps(c)}
                  />
                )}
              />
              <Controller
                name="cuenta"
                control={control}
                render={(c) => (
                  <BankAccountField
                    label="Número de cuenta"
                    isRequired
                    {...fieldControllerProps(c)}
                  />
                )}
              />
            </div>
          </Card>

          <Card title="Documentos">
            <Stack gap="md">
              <Controller
                name="cedula"
                control={control}
                render={(c) => (
                  <FileUpload
                    label="Cédula de identidad (frente)"
                    isRequired
                    // The story's demo files are tiny; a real form keeps the 10 KB minimum.
                    minImageSize={100}
                    onPendingChange={setFilePending}
                    {...fieldControllerProps(c)}
                  />
                )}
              />
              <Controller
                name="declaracion"
                control={control}
                render={(c) => (
                  <AcceptConditionsBasic
                    label="Declaración"
                    items={declarations}
                    {...fieldControllerProps(c)}
                  />
                )}
              />
            </Stack>
          </Card>

          <div>
            <Button type="submit" isPending={filePending} pendingLabel="Procesando archivo...">
              Enviar solicitud
            </Button>
          </div>

          {/* Always present, so the success message is announced when it appears. */}
          <div aria-live="polite">
            {sent ? (
              <Alert priority="success" title="Solicitud enviada">
                <Text>Recibimos estos datos:</Text>
                <dl className={styles.summary}>
                  {sent.map(([term, value]) => (
                    <div key={term} className={styles.summaryRow}>
                      <dt className={styles.summaryTerm}>{term}</dt>
                      <dd className={styles.summaryValue}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </Alert>
            ) : null}
          </div>
        </Stack>
      </form>
    </div>
  );
}
