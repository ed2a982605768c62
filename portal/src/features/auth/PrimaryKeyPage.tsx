import { Alert, Button, Heading, Link, Stack, Text, TextField } from '@inversiones/design-system';
import { useState, type FormEvent } from 'react';
import { useErrorTitle, usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';

const CODE = /^\d{6}$/;

/**
 * Spec 2: the primary-key (second factor) screen. The token, captcha and pin calls are "not
 * shown" in the spec and the reference API has none: the code is checked for shape, then the
 * screen says the verification is unavailable and offers the usual login.
 */
export function PrimaryKeyPage() {
  const m = messages.primaryKey;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [unavailable, setUnavailable] = useState(false);
  usePageTitle(m.primaryKeyTitle);
  useErrorTitle(error !== undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!CODE.test(code)) {
      setError(m.primaryKeyCodeInvalid);
      return;
    }
    setError(undefined);
    setUnavailable(true);
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{m.primaryKeyTitle}</Heading>
        <Text tone="secondary">{m.primaryKeyIntro}</Text>
      </Stack>
      {unavailable ? (
        <Alert priority="warning" isLive>
          {m.primaryKeyUnavailable}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={m.primaryKeyTitle}>
        <Stack gap="md">
          <TextField
            label={m.primaryKeyCode}
            description={m.primaryKeyCodeDescription}
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            rule={null}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
            isInvalid={Boolean(error)}
            errorMessage={error}
            isRequired
          />
          <Button type="submit" fullWidth>
            {m.primaryKeyContinue}
          </Button>
          <Link href="/login" variant="standalone">
            {m.backToLogin}
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
