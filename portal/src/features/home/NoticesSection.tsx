import { Alert, Card, Stack } from '@inversiones/design-system';
import type { Message } from '@inversiones/contract';
import * as messages from './messages.ts';
import { SectionMessage } from './SectionMessage.tsx';
import type { SectionState } from './use-section.ts';

/**
 * The messages of `/common/mensajes` in the tones of their priority (1 Information, 2 Warning,
 * 3 Error), most serious first. Most days there are none: the section then takes no space. The
 * page loads them (what follows them waits for their answer, so nothing jumps when they come).
 */
export function NoticesSection({
  notices,
  retry,
}: {
  notices: SectionState<Message[]>;
  retry: () => void;
}) {
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
