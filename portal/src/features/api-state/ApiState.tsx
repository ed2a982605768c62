import { Button, Loader, StateMessage } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import * as messages from './messages.ts';
import type { ApiData } from './use-api-data.ts';

export interface ApiStateProps<T> {
  state: ApiData<T>;
  retry: () => void;
  /** The answer holds nothing to show: the spec's empty text. */
  isEmpty?: (data: T) => boolean;
  /** The skeleton's layout while loading: 1 text, 2 card, 3 table, 4 form, 5 chart. */
  placeholder?: 1 | 2 | 3 | 4 | 5;
  /** The level of the message's title under the section's heading. */
  titleLevel?: 2 | 3 | 4;
  /** Replaces the spec's empty text (e.g. with a way to invest). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A call's answer, or what stands in for it: a skeleton while it loads, spec 8's message with
 * 'Reintentar' when it failed or was malformed, the empty text when it holds nothing. Never blank.
 */
export function ApiState<T>({
  state,
  retry,
  isEmpty,
  placeholder = 3,
  titleLevel = 3,
  empty,
  children,
}: ApiStateProps<T>) {
  if (state.status === 'loading') {
    return <Loader kind="placeholder" variant={placeholder} label={messages.states.loading} />;
  }
  if (state.status === 'error') {
    return (
      <StateMessage
        tone="error"
        title={messages.states.unavailableTitle}
        titleLevel={titleLevel}
        isLive
        action={<Button onPress={retry}>{messages.states.retry}</Button>}
      >
        {messages.states.unavailable}
      </StateMessage>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      empty ?? (
        <StateMessage tone="empty" title={messages.states.empty} titleLevel={titleLevel} isLive />
      )
    );
  }
  return <>{children(state.data)}</>;
}
