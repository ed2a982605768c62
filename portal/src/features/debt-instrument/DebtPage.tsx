import { Heading, Link, Stack, Text } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import { ApiState } from '../api-state/ApiState.tsx';
import type { ApiData } from '../api-state/use-api-data.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import { Section } from './DebtSections.tsx';
import * as messages from './messages.ts';

export interface DebtPageProps<T> {
  title: string;
  intro: string;
  /** The balances' answer: its positions, then the movements of a period up to its today. */
  balances: { state: ApiData<T>; retry: () => void };
  balancesTitle: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  /** The summary and the positions' table. */
  positions: (data: T) => ReactNode;
  /** The Movimientos section (PeriodMovements) for the balances' today. */
  movements: (data: T) => ReactNode;
}

/** Renta Fija's and Pactos' page: back to Acciones, the title, the positions, the movements. */
export function DebtPage<T>({
  title,
  intro,
  balances,
  balancesTitle,
  isEmpty,
  empty,
  positions,
  movements,
}: DebtPageProps<T>) {
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.common.back}</Link>
      <Heading level={1}>{title}</Heading>
      <Text tone="secondary">{intro}</Text>
      <ApiState state={balances.state} retry={balances.retry} titleLevel={2}>
        {(data) => (
          <>
            <Section title={balancesTitle}>
              {isEmpty(data) ? <Text>{empty}</Text> : <Stack gap="md">{positions(data)}</Stack>}
            </Section>
            {movements(data)}
          </>
        )}
      </ApiState>
    </Stack>
  );
}
