import { Box, Heading, Link, Stack, Text } from '@inversiones/design-system';
import { messages } from '../../messages.ts';

/** Placeholder: the real login (RUT and clave, /auth/login) arrives in a later issue. */
export function LoginPage() {
  return (
    <Box
      as="main"
      paddingX={{ mobile: 'md', tablet: 'xl' }}
      paddingY={{ mobile: 'lg', tablet: '2xl' }}
    >
      <Stack gap="md" align="flex-start">
        <Heading level={1}>{messages.login.title}</Heading>
        <Text>{messages.login.comingSoon}</Text>
        <Link href="/" variant="standalone">
          {messages.login.backHome}
        </Link>
      </Stack>
    </Box>
  );
}
