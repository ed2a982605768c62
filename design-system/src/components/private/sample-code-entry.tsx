import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { OneTimeCodeField } from '../OneTimeCodeField/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';

const methods = [
  { key: 'cronto', value: 'Aplicación de autenticación' },
  { key: 'sms', value: 'SMS' },
];

/** A second factor as the portal puts it in the signing modal (stories and tests only). */
export function SampleCodeEntry({
  defaultCode = '',
  isDisabled = false,
}: {
  defaultCode?: string;
  isDisabled?: boolean;
}) {
  const [method, setMethod] = useState('sms');
  const [code, setCode] = useState(defaultCode);
  return (
    <Stack gap="sm">
      <Select
        label="Método de verificación"
        options={methods}
        value={method}
        onChange={(key) => setMethod(key ?? 'sms')}
        isDisabled={isDisabled}
        isRequired
      />
      {method === 'sms' ? (
        <div>
          <Button variant="secondary" isDisabled={isDisabled}>
            Enviar código
          </Button>
        </div>
      ) : null}
      <OneTimeCodeField
        label="Código de verificación"
        description="Los 6 dígitos del código que le enviamos."
        value={code}
        onChange={setCode}
        isRequired
        isDisabled={isDisabled}
      />
    </Stack>
  );
}
