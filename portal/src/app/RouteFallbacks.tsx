import { Box, Button, Heading, Stack, Text } from '@inversiones/design-system';
import { messages } from '../messages.ts';

/** Shown while the first route's chunk loads. */
export function PageLoading() {
  return (
    <Box as="main" padding="xl">
      <Text role="status">{messages.loading}</Text>
    </Box>
  );
}

/** Shown when a route fails to render or its chunk cannot be loaded (for example after a deploy). */
export function RouteError() {
  return (
    <Box as="main" padding="xl">
      <Stack gap="md" align="flex-start">
        <Heading level={1}>{messages.errors.unexpected}</Heading>
        <Text>{messages.errors.unavailable}</Text>
        <Button onPress={() => window.location.reload()}>{messages.errors.reload}</Button>
      </Stack>
    </Box>
  );
}
