import { Alert, Button, Heading, Link, Loader, Stack } from '@inversiones/design-system';
import { payButtons } from '@inversiones/contract';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { states } from '../api-state/messages.ts';
import { PARTNER_BANK_WINDOWS } from '../bank/partner-window.ts';
import { useOnMount } from '../fund-operations/use-operation.ts';
import { markTransaction } from './bank-window.ts';
import * as messages from './messages.ts';
import { PaymentResult } from './PaymentResult.tsx';

const m = messages.result;

/** This page runs in the bank's popup that the portal opened. */
const inBankPopup = () => {
  try {
    return Boolean(window.opener) && window.opener !== window;
  } catch {
    return false;
  }
};

/**
 * The bank's answer, back in its popup (/ccm/bdp/resultado/{ficticia}?{the bank's query}): the
 * server checks it and settles the payment, and the client reads the outcome before returning.
 */
export function BankResultPage() {
  usePageTitle(m.title);
  const { ficticia = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { outcome, retry } = useOnMount(
    (signal) =>
      apiSend(
        payButtons.notification,
        { ficticia, query: search.replace(/^\?/, '').slice(0, payButtons.MAX_BANK_QUERY) },
        { signal, onError: false },
      ),
    `${ficticia}${search}`,
  );

  function back() {
    // The partner banks' windows close through /redirectToInversiones (spec 2); the others here.
    if ((PARTNER_BANK_WINDOWS as readonly string[]).includes(window.name)) {
      void navigate('/redirectToInversiones', { replace: true });
      return;
    }
    markTransaction(null);
    window.close();
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      {outcome.status === 'running' || outcome.status === 'idle' ? (
        <Loader label={messages.popup.checking} />
      ) : outcome.status === 'done' ? (
        <PaymentResult transaction={outcome.data.transaction} />
      ) : outcome.status === 'refused' ? (
        <Alert priority="error" isLive>
          {outcome.message}
        </Alert>
      ) : (
        <Alert priority="error" isLive>
          <Stack gap="xs">
            {m.failed}
            <div>
              <Button variant="secondary" size="sm" onPress={retry}>
                {states.retry}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {inBankPopup() ? (
        <div>
          <Button onPress={back}>{m.back}</Button>
        </div>
      ) : (
        <Link href="/ccm/bdp" variant="standalone">
          {m.toPayments}
        </Link>
      )}
    </Stack>
  );
}
