import { Button, ConfirmDialog, Heading, Stack, Text } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { strategies } from '@inversiones/contract';
import { useId, useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { NoticeAlert, type Notice } from '../api-state/NoticeAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { actionNotice } from '../fund-operations/use-operation.ts';
import * as messages from './messages.ts';

export interface SavedStrategiesProps {
  objectives: readonly strategies.Objective[];
  /** Bumped when a strategy is saved: the list reads again. */
  version: number;
  onOpen: (strategy: strategies.SavedStrategy) => void;
}

/** The profile's saved strategies: open one into the form, or delete it. */
export function SavedStrategies({ objectives, version, onOpen }: SavedStrategiesProps) {
  const titleId = useId();
  const [removed, setRemoved] = useState(0);
  const [asked, setAsked] = useState<strategies.SavedStrategy | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { state, retry } = useApiData(
    (signal) => apiGet(strategies.savedStrategies, { signal }),
    `saved-${version}-${removed}`,
  );

  async function remove(strategy: strategies.SavedStrategy) {
    setNotice(
      await actionNotice(
        () =>
          apiSend(strategies.deleteStrategy, undefined, {
            params: { id: strategy.id },
            onError: false,
          }),
        messages.saved.removed(strategy.name),
      ),
    );
    setRemoved((n) => n + 1);
  }

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Heading level={2} size="xl" id={titleId}>
          {messages.saved.title}
        </Heading>
        <NoticeAlert notice={notice} />
        <ApiState
          state={state}
          retry={retry}
          isEmpty={(answer) => answer.strategies.length === 0}
          empty={<Text tone="secondary">{messages.saved.empty}</Text>}
        >
          {(answer) => (
            <Stack as="ul" gap="sm">
              {answer.strategies.map((strategy) => (
                <li key={strategy.id}>
                  <Stack direction="row" gap="sm" wrap align="center">
                    <Text weight="semibold">{strategy.name}</Text>
                    <Text tone="secondary">
                      {messages.saved.summary(
                        objectives.find((o) => o.id === strategy.objectiveId)?.name ??
                          strategy.objectiveId,
                        formatCurrency(strategy.goal),
                        strategy.years,
                      )}
                    </Text>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={messages.saved.openLabel(strategy.name)}
                      onPress={() => onOpen(strategy)}
                    >
                      {messages.saved.open}
                    </Button>
                    <Button
                      variant="tertiary"
                      size="sm"
                      aria-label={messages.saved.removeLabel(strategy.name)}
                      onPress={() => setAsked(strategy)}
                    >
                      {messages.saved.remove}
                    </Button>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </ApiState>
      </Stack>
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={messages.saved.confirmTitle}
        message={asked ? messages.saved.confirmBody(asked.name) : null}
        confirmLabel={messages.saved.confirm}
        cancelLabel={messages.saved.keep}
        isDestructive
        onConfirm={() => {
          const strategy = asked;
          setAsked(null);
          if (strategy) void remove(strategy);
        }}
      />
    </section>
  );
}
