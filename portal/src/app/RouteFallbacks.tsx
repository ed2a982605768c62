import { Button, Heading, PageMessage, Text } from '@inversiones/design-system';
import * as messages from '../messages.ts';

/** Shown while the first route's chunk loads. */
export function PageLoading() {
  return (
    <PageMessage>
      <Text role="status">{messages.loading}</Text>
    </PageMessage>
  );
}

/** Shown when a route fails to render or its chunk cannot be loaded (for example after a deploy). */
export function RouteError() {
  return (
    <PageMessage>
      <Heading level={1}>{messages.errors.unexpected}</Heading>
      <Text>{messages.errors.unavailable}</Text>
      <Button onPress={() => window.location.reload()}>{messages.errors.reload}</Button>
    </PageMessage>
  );
}
