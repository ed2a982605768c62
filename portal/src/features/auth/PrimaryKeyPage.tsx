import {
  Alert,
  Button,
  Heading,
  Link,
  Loader,
  Stack,
  Text,
  OneTimeCodeField,
  isOneTimeCode,
} from '@inversiones/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { secondFactorState } from '../../store/second-factor.ts';
import { useErrorTitle, usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import type { MethodKind } from './primary-key.ts';

/**
 * Spec 2: the primary-key (second factor) screen. After the password, a client with an active
 * security-pass method types a code of the authenticator app, or asks for one by SMS or e-mail;
 * the API refuses the session everything else until it accepts one. Then the usual post-login
 * path goes on (account selection or the return URL).
 */
export function PrimaryKeyPage() {
  const m = messages.primaryKey;
  const navigate = useNavigate();
  const { pending } = useSnapshot(secondFactorState);
  const [methods, setMethods] = useState<readonly MethodKind[] | null>(pending);
  const [kind, setKind] = useState<MethodKind | null>(pending?.[0] ?? null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState<'verify' | 'send' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  usePageTitle(m.primaryKeyTitle);
  useErrorTitle(Boolean(formatError || refusal));

  // A reload or a direct visit: ask the API what the session owes (a 401 goes to the login).
  useEffect(() => {
    if (methods) return;
    let live = true;
    void import('./primary-key.ts').then(async ({ loadPendingMethods }) => {
      const found = await loadPendingMethods();
      if (!live) return;
      if (!found) {
        void navigate('/', { replace: true });
        return;
      }
      setMethods(found);
      setKind(found[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, [methods, navigate]);

  function choose(next: MethodKind) {
    setKind(next);
    setCode('');
    setSentTo(undefined);
    setRefusal(undefined);
    setFormatError(undefined);
  }

  async function send() {
    if (!kind || kind === 'cronto' || busy) return;
    setBusy('send');
    setRefusal(undefined);
    try {
      const { sendLoginCode } = await import('./primary-key.ts');
      setSentTo(await sendLoginCode(kind));
      codeRef.current?.focus();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.refusedTitle);
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kind || busy) return;
    if (!isOneTimeCode(code)) {
      setFormatError(m.primaryKeyCodeInvalid);
      codeRef.current?.focus();
      return;
    }
    setFormatError(undefined);
    setRefusal(undefined);
    setBusy('verify');
    try {
      const { verifyLoginCode } = await import('./primary-key.ts');
      const target = await verifyLoginCode(kind, code);
      void navigate(target, { replace: true });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.refusedTitle);
      // The code stays (selected by the focus) so the field does not turn into a 'required' error.
      setBusy(null);
      codeRef.current?.focus();
    }
  }

  if (!methods || !kind) return <Loader label={m.loading} />;
  const others = methods.filter((other) => other !== kind);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{m.primaryKeyTitle}</Heading>
        <Text tone="secondary">{m.primaryKeyIntro}</Text>
      </Stack>
      {refusal ? (
        <Alert priority="error" title={m.refusedTitle} isLive>
          {refusal}
        </Alert>
      ) : null}
      {sentTo ? (
        <Alert priority="success" isLive>
          {sentTo}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={m.primaryKeyTitle}>
        <Stack gap="md">
          {kind !== 'cronto' ? (
            <Button
              variant="secondary"
              onPress={() => void send()}
              isPending={busy === 'send'}
              pendingLabel={m.sending}
            >
              {sentTo ? m.resendCode : m.sendCode}
            </Button>
          ) : null}
          <OneTimeCodeField
            ref={codeRef}
            label={m.primaryKeyCode}
            description={kind === 'cronto' ? m.appCodeDescription : m.sentCodeDescription}
            name="codigo"
            value={code}
            onChange={(value) => {
              setCode(value);
              if (formatError) setFormatError(undefined);
            }}
            isInvalid={Boolean(formatError)}
            errorMessage={formatError}
            isRequired
          />
          <Button type="submit" fullWidth isPending={busy === 'verify'} pendingLabel={m.verifying}>
            {m.primaryKeyContinue}
          </Button>
          {others.map((other) => (
            <Button key={other} variant="tertiary" onPress={() => choose(other)}>
              {m.useMethod[other]}
            </Button>
          ))}
          <Link href="/login" variant="standalone">
            {m.backToLogin}
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
