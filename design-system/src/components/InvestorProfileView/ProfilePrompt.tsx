import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Link } from '../Link/index.ts';
import { Text } from '../Text/index.ts';

export interface ProfilePromptProps {
  /** Where the poll is (e.g. '/perfilInversionista'); the link navigates there. */
  href?: string;
  /** Or an action (e.g. open the poll wizard) when there is no route. */
  onPress?: () => void;
  /** The link's words after 'para hacerlo' (default 'ingrese aquí'). */
  actionLabel?: string;
}

/**
 * The simulators' notice for a client without an investor profile (wizard-spec 8), with the link
 * that completes it. The sentence around the link gives it its purpose (WCAG 2.4.4).
 */
export function ProfilePrompt({
  href,
  onPress,
  actionLabel = messages.investorProfile.promptAction,
}: ProfilePromptProps) {
  return (
    <Alert priority="info">
      {/* One paragraph, so the link flows inside the sentence. */}
      <Text>
        {messages.investorProfile.prompt}{' '}
        <Link href={href} onPress={onPress}>
          {actionLabel}
        </Link>
        .
      </Text>
    </Alert>
  );
}
