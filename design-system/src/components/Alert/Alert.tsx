import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { deferredDisclosure, deferredSafeHtml } from '../../lazy/deferred-parts.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { feedbackIcon } from '../../styles/feedback.css.ts';
import { alert, content, dismiss, titleText } from './Alert.css.ts';
import { toAlertTone, type AlertPriority, type AlertTone } from './priority.ts';

const iconOf: Record<AlertTone, IconName> = {
  info: 'info',
  warning: 'warning',
  error: 'error',
  success: 'success',
};

export interface AlertProps {
  /**
   * info, warning, error, success, or the spec's numbers 1 Information, 2 Warning, 3 Error;
   * anything unknown is info.
   */
  priority?: AlertPriority;
  /** A short title in the tone's text colour. */
  title?: ReactNode;
  /** The message as React content. */
  children?: ReactNode;
  /** The message as untrusted HTML (sanitised). */
  html?: string;
  /** Extra details behind a 'Ver detalle' disclosure (the hidden-field overlay). */
  hiddenFields?: ReactNode;
  /** The label of the details disclosure (default 'Ver detalle'). */
  hiddenFieldsLabel?: string;
  /** The outline level of the details disclosure's heading (default 4), to follow the page's. */
  hiddenFieldsLevel?: 2 | 3 | 4 | 5 | 6;
  /** Shows a 'Cerrar aviso' button; omit for alerts that must stay (errors of the handler). */
  onDismiss?: () => void;
  /**
   * Announces the alert when it appears: role alert for error and warning, status otherwise.
   * Leave off for alerts already on the page when it loads.
   */
  isLive?: boolean;
  /** Centres the title and message (the alert config's centeredMessage). */
  centered?: boolean;
  id?: string;
}

/** A banner of feedback: icon and tone name (never colour alone), title, text and details. */
export function Alert({
  priority,
  title,
  children,
  html,
  hiddenFields,
  hiddenFieldsLabel = messages.alert.showDetails,
  hiddenFieldsLevel = 4,
  onDismiss,
  isLive,
  centered = false,
  id,
}: AlertProps) {
  const tone = toAlertTone(priority);
  const role = isLive ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      id={id}
      role={role}
      className={alert({ tone, centered })}
      data-tone={tone}
      data-centered={centered || undefined}
    >
      <span className={feedbackIcon({ tone })}>
        <Icon name={iconOf[tone]} label={messages.alert.tones[tone]} />
      </span>
      <div className={content}>
        {title ? <p className={titleText({ tone })}>{title}</p> : null}
        {children}
        {html ? <deferredSafeHtml.Component html={html} /> : null}
        {hiddenFields ? (
          <deferredDisclosure.Component
            title={hiddenFieldsLabel}
            isQuiet
            titleLevel={hiddenFieldsLevel}
          >
            {hiddenFields}
          </deferredDisclosure.Component>
        ) : null}
      </div>
      {onDismiss ? (
        <AriaButton aria-label={messages.alert.dismiss} onPress={onDismiss} className={dismiss}>
          <Icon name="close" size="sm" />
        </AriaButton>
      ) : null}
    </div>
  );
}
