import { Loader, Stack, Heading, Text } from '@inversiones/design-system';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { sessionState } from '../../store/session.ts';
import {
  hasTransactionMarker,
  isPartnerBankVisit,
  PARTNER_WINDOW_CLOSE_MS,
  removeTransactionMarker,
} from './partner-window.ts';

/**
 * Spec 2: in a partner bank's secondary window (with a session and the current bank-transaction
 * marker) removes the marker from the opener and closes the window after 50 ms; any other visit
 * goes to root (which sends a visitor without a session on to the login).
 */
export function RedirectToInversionesPage() {
  usePageTitle(messages.bankWindows.redirectingTitle);
  const [allowed] = useState(() =>
    isPartnerBankVisit({
      windowName: window.name,
      sessionActive: sessionState.active,
      hasTransactionMarker: hasTransactionMarker(),
    }),
  );
  useEffect(() => {
    if (!allowed) return;
    removeTransactionMarker();
    const timer = setTimeout(() => window.close(), PARTNER_WINDOW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [allowed]);

  if (!allowed) return <Navigate to="/" replace />;
  return (
    <Stack gap="md" align="center">
      <Heading level={1}>{messages.bankWindows.redirectingTitle}</Heading>
      <Text tone="secondary">{messages.bankWindows.redirectingBody}</Text>
      <Loader label={messages.bankWindows.redirectingTitle} hideLabel />
    </Stack>
  );
}
