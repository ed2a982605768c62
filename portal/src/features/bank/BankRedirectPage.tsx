import { Heading, Loader, Stack, Text } from '@inversiones/design-system';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { BANK_RESULT_DELAY_MS, normalizedBankPath } from './bank-redirect.ts';

/**
 * The bank's return (route /bdp/:ficticia/:rest?): normalises the code, then after 1500 ms opens
 * the bank payment area's result with the bank's code and query (cod and trx, or the XML-like
 * answer), where the server checks and settles it.
 */
export function BankRedirectPage() {
  usePageTitle(messages.bankWindows.bankResultTitle);
  const { ficticia = '', rest } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const normalized = normalizedBankPath(ficticia, rest);
  useEffect(() => {
    if (normalized) return;
    const timer = setTimeout(
      () =>
        void navigate(`/ccm/bdp/resultado/${encodeURIComponent(ficticia)}${search}`, {
          replace: true,
        }),
      BANK_RESULT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [normalized, navigate, search, ficticia]);

  if (normalized) return <Navigate to={`${normalized}${search}`} replace />;
  return (
    <Stack gap="md">
      <Heading level={1}>{messages.bankWindows.bankResultTitle}</Heading>
      <Text tone="secondary">{messages.bankWindows.bankResultBody}</Text>
      <Loader label={messages.bankWindows.bankResultTitle} hideLabel />
    </Stack>
  );
}
