import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { chat, inline } from './ChatButton.css.ts';

export interface ChatButtonProps {
  /** Shown only when the server enables the chat (habilitado) and the user is logged in. */
  enabled: boolean;
  /** The chat's address (url of the chat link response); opened in a new tab. */
  url?: string | null;
  /** Flows in the page instead of floating at the bottom corner (docs, stories). */
  isInline?: boolean;
}

/** The floating 'Chat con un ejecutivo' button: opens the chat in a new tab, announced as such. */
export function ChatButton({ enabled, url, isInline }: ChatButtonProps) {
  if (!enabled || !url) return null;
  const link = (
    <AriaLink
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={isInline ? `${chat} ${inline}` : chat}
    >
      <Icon name="user" />
      <span>{messages.chat.open}</span>
      {isInline ? <Icon name="externalLink" size="sm" /> : null}
      <VisuallyHidden elementType="span"> {messages.link.opensInNewTab}</VisuallyHidden>
    </AriaLink>
  );
  // Floating, it is a landmark of its own (axe region); inline, it sits in its host's landmark.
  return isInline ? link : <aside aria-label={messages.chat.region}>{link}</aside>;
}
