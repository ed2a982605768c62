import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './MessageBlock.css.ts';

export interface MessageBlockFile {
  /** The file's name as the user should read it. */
  name: string;
  href: string;
}

export interface MessageBlockProps {
  /** An icon of the set (default 'document'); ignored when `imageSrc` is given. */
  icon?: IconName;
  /** An icon image from configuration (decorative: the title says what matters). */
  imageSrc?: string;
  title?: ReactNode;
  /** The level of the title (default 3). */
  titleLevel?: 2 | 3 | 4;
  /** The message as React content. */
  children?: ReactNode;
  /** The message as untrusted HTML (sanitised). */
  html?: string;
  /** Files offered as download links. */
  files?: MessageBlockFile[];
}

/**
 * A message with an icon (or document image), a title, a text and downloadable files. Whether it
 * shows (a watched field equal to a value) is the wizard's decision.
 */
export function MessageBlock({
  icon = 'document',
  imageSrc,
  title,
  titleLevel = 3,
  children,
  html,
  files,
}: MessageBlockProps) {
  return (
    <div className={s.block}>
      <span className={s.media_}>
        {imageSrc ? (
          <img className={s.image} src={imageSrc} alt="" />
        ) : (
          <Icon name={icon} size="lg" />
        )}
      </span>
      <div className={s.body}>
        {title ? (
          <Heading level={titleLevel} size="md">
            {title}
          </Heading>
        ) : null}
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {html ? <SafeHtml html={html} /> : null}
        {files && files.length > 0 ? (
          <ul className={s.files} aria-label={messages.messageBlock.files}>
            {files.map((file) => (
              <li key={file.href} className={s.fileItem}>
                <Icon name="download" size="sm" />
                <Link href={file.href} download variant="standalone">
                  {file.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
