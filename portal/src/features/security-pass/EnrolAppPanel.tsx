import { Card, FactList, Loader, QrCode, Stack, Text } from '@inversiones/design-system';
import { useEffect, useState } from 'react';
import { CodeForm } from './CodeForm.tsx';
import { startAppEnrolment } from './calls.ts';
import * as messages from './messages.ts';

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': groups of four are easier to type. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface EnrolAppPanelProps {
  onDone: () => void;
  onCancel: () => void;
  /** The start failed (an app already active, the session ended): the section says why. */
  onError: (message: string) => void;
}

/**
 * Enrols an authenticator app: the QR code of the otpauth URI and the same secret as text
 * (grouped), then a code from the app activates it. The secret lives only in this component's
 * state (never web storage) and the server never sends it again.
 */
export function EnrolAppPanel({ onDone, onCancel, onError }: EnrolAppPanelProps) {
  const m = messages.enrolApp;
  const [enrolment, setEnrolment] = useState<Awaited<ReturnType<typeof startAppEnrolment>>>();

  useEffect(() => {
    let live = true;
    startAppEnrolment().then(
      (started) => {
        if (live) setEnrolment(started);
      },
      (error: unknown) => {
        if (live) onError(error instanceof Error ? error.message : messages.section.loadError);
      },
    );
    return () => {
      live = false;
    };
  }, [onError]);

  return (
    <Card title={m.title} titleLevel={3}>
      {enrolment ? (
        <Stack gap="md">
          <Text>{m.step1}</Text>
          <QrCode value={enrolment.uri} label={m.qrLabel} />
          <Text>{m.step2}</Text>
          <FactList
            aria-label={m.secretLabel}
            facts={[
              { id: 'secret', term: m.secretLabel, value: groupSecret(enrolment.secreto) },
              {
                id: 'account',
                term: m.accountLabel,
                value: `${enrolment.emisor} (${enrolment.cuenta})`,
              },
            ]}
          />
          <Text size="sm" tone="secondary">
            {m.secretNote}
          </Text>
          <Text>{m.step3}</Text>
          <CodeForm
            kind="cronto"
            purpose="enrolamiento"
            label={m.title}
            submitLabel={m.activate}
            onDone={onDone}
            onCancel={onCancel}
          />
        </Stack>
      ) : (
        <Loader label={m.loading} />
      )}
    </Card>
  );
}
