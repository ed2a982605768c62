import {
  Button,
  Card,
  Heading,
  Icon,
  Stack,
  Text,
  type IconName,
} from '@inversiones/design-system';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import * as messages from './messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { clientState } from '../../store/client.ts';
import { sessionState } from '../../store/session.ts';
import { uiState, type ApiStatus } from '../../store/ui.ts';
import { checkApiStatus } from './api-status.ts';
import { HomeOverview } from './HomeOverview.tsx';
import { JourneyCompleted } from './JourneyCompleted.tsx';

const statusView: Record<
  ApiStatus,
  { text: string; icon: IconName; tone: 'secondary' | 'success' | 'error' }
> = {
  checking: { text: messages.apiStatus.checking, icon: 'info', tone: 'secondary' },
  ok: { text: messages.apiStatus.ok, icon: 'success', tone: 'success' },
  error: { text: messages.apiStatus.error, icon: 'error', tone: 'error' },
};

/**
 * The home page: a welcome, the client's profile, notices and quick
 * links (once logged in) and the state of the API. The shell gives the main region.
 */
export function HomePage() {
  usePageTitle(messages.home.pageTitle);
  const { apiStatus } = useSnapshot(uiState);
  const { active, flags } = useSnapshot(sessionState);
  const { client } = useSnapshot(clientState);
  // Acting for a company: the welcome names the company, without a personal salutation.
  const company = active && !flags.naturalPerson && client ? client.Nombre : null;
  const [retrying, setRetrying] = useState(false);
  const statusRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void checkApiStatus();
  }, []);

  async function retry() {
    setRetrying(true);
    try {
      await checkApiStatus();
    } finally {
      setRetrying(false);
    }
    // The button goes away once the service answers: keyboard focus moves to the new status.
    if (uiState.apiStatus === 'ok') statusRef.current?.focus();
  }

  const view = statusView[apiStatus];
  // The button stays (pending, focused) while a retry runs, so keyboard focus is not lost.
  const showRetry = apiStatus === 'error' || retrying;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>
          {company ? messages.home.companyTitle(company) : messages.home.title}
        </Heading>
        <Text size="lg" tone="secondary">
          {company ? messages.home.companyIntro : messages.home.intro}
        </Text>
      </Stack>
      <JourneyCompleted />
      <Card title={messages.apiStatus.title}>
        <Stack gap="md" align="flex-start">
          <Stack
            ref={statusRef}
            tabIndex={-1}
            direction="row"
            gap="xs"
            align="center"
            aria-live="polite"
          >
            <Icon name={view.icon} />
            <Text as="span" tone={view.tone} weight="semibold">
              {view.text}
            </Text>
          </Stack>
          {apiStatus === 'error' ? <Text>{messages.apiStatus.errorHint}</Text> : null}
          {showRetry ? (
            <Button
              variant="secondary"
              onPress={() => void retry()}
              isPending={retrying}
              pendingLabel={messages.apiStatus.retrying}
            >
              {messages.apiStatus.retry}
            </Button>
          ) : null}
        </Stack>
      </Card>
      {active ? <HomeOverview /> : null}
    </Stack>
  );
}
