import { Alert, Card, Stack } from '@inversiones/design-system';
import { client as clientApi } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { SectionMessage } from './SectionMessage.tsx';
import { useSection } from './use-section.ts';

/**
 * The messages of `/common/mensajes` in the tones of their priority (1 Information, 2 Warning,
 * 3 Error), most serious first. Most days there are none: the section then takes no space, and
 * shows nothing while it loads, so the page below does not jump for an empty answer.
 */
export function NoticesSection() {
  const [notices, retry] = useSection((signal) => apiGet(clientApi.messagesList, { signal }));
  if (notices.status === 'loading') return null;
  if (notices.status === 'error') {
    return (
      <Card title={messages.notices.title}>
        <SectionMessage kind="error" onRetry={retry} />
      </Card>
    );
  }
  if (notices.data.length === 0) return null;
  const sorted = [...notices.data].sort((a, b) => b.priority - a.priority);
  return (
    <Card title={messages.notices.title}>
      <Stack gap="sm">
        {sorted.map((notice, index) => (
          <Alert key={`${index}-${notice.text}`} priority={notice.priority}>
            {notice.text}
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}
