import { useId, useRef, type ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog } from 'react-aria-components';
import { useIsScrollable } from '../../hooks/use-is-scrollable.ts';
import * as messages from '../../messages.ts';
import type { AlertPriority } from '../Alert/index.ts';
import { Modal } from '../Dialog/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { InfoTip } from '../InfoTip/index.ts';
import { PinnedMessage } from '../PinnedMessage/index.ts';
import { StepCounter } from '../StepCounter/index.ts';
import { Steps, type StepItem } from '../Steps/index.ts';
import * as s from './WizardFrame.css.ts';

/** A CSS url() that a quote or bracket in the configured address cannot break out of. */
const cssUrl = (src: string) => `url(${JSON.stringify(encodeURI(src))})`;

export interface WizardFramePinnedMessage {
  /** The configuration's display flag (default true). */
  isVisible?: boolean;
  priority?: AlertPriority;
  /** Untrusted HTML (sanitised by the Alert). */
  html: string;
}

export interface WizardFrameProps {
  /** modal: a dialog (80 %, min 600, max 946 px); embedded: inside the page. */
  presentation?: 'modal' | 'embedded';
  /** modal: whether it is open (default true). */
  isOpen?: boolean;
  /** modal: the user may close it ('Cerrar', Escape, backdrop). */
  isClosable?: boolean;
  /** Called when the user closes the modal. */
  onClose?: () => void;
  headingImage?: { src: string; alt: string };
  /** The wizard's name, above the step title; labels the dialog together with the step title. */
  wizardTitle?: ReactNode;
  /** The step's title. */
  title: ReactNode;
  /** The wizard's stage in a journey of wizards: 'Etapa 2 de 6 · Datos personales'. */
  journey?: { current: number; total: number; name: string };
  /** Id of the step title: the wizard moves focus there on each step change. */
  headingId: string;
  /** Level of the step title (default 2). */
  titleLevel?: 1 | 2 | 3;
  /** The info tooltip beside the title. */
  tooltip?: ReactNode;
  /** 'n / total'. */
  counter?: { current: number; total: number };
  /** The index of steps with their states. */
  steps?: StepItem[];
  pinnedMessage?: WizardFramePinnedMessage;
  /** The step's background image URL. */
  background?: string;
  /** The response-error alert, above the step's content. */
  alert?: ReactNode;
  children: ReactNode;
  /** Actions under the content (a `WizardActions`), when the step does not render its own. */
  controls?: ReactNode;
}

/**
 * The wizard's layout: heading image, wizard name, index of steps, pinned message, step title with
 * info tip and counter, response-error alert, background and the step's content. As a modal the
 * dialog is labelled by the wizard name and the step title; the body scrolls between a fixed top.
 */
export function WizardFrame({
  presentation = 'modal',
  isOpen = true,
  isClosable = false,
  onClose,
  headingImage,
  wizardTitle,
  title,
  journey,
  headingId,
  titleLevel = 2,
  tooltip,
  counter,
  steps,
  pinnedMessage,
  background,
  alert,
  children,
  controls,
}: WizardFrameProps) {
  const wizardTitleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(bodyRef);
  const labelledBy = wizardTitle ? `${wizardTitleId} ${headingId}` : headingId;
  const modal = presentation === 'modal';

  const closeButton =
    modal && isClosable ? (
      <AriaButton slot="close" aria-label={messages.wizard.close} className={s.closeButton}>
        <Icon name="close" size="lg" />
      </AriaButton>
    ) : null;
  const hasTopText = Boolean(wizardTitle || journey);
  // Without text above the title, the close button sits in the title row: no empty band.
  const top =
    headingImage || hasTopText ? (
      <>
        {headingImage ? (
          <img className={s.headingImage} src={headingImage.src} alt={headingImage.alt} />
        ) : null}
        {hasTopText ? (
          <div className={s.topBar}>
            <div className={s.topText}>
              {journey ? (
                <p className={s.wizardTitle} data-wizard-journey="">
                  {messages.wizard.journeyStage(journey.current, journey.total, journey.name)}
                </p>
              ) : null}
              {wizardTitle ? (
                <p id={wizardTitleId} className={s.wizardTitle}>
                  {wizardTitle}
                </p>
              ) : null}
            </div>
            {closeButton}
          </div>
        ) : null}
      </>
    ) : null;

  const pinned = pinnedMessage ? (
    <PinnedMessage
      isVisible={pinnedMessage.isVisible}
      priority={pinnedMessage.priority}
      html={pinnedMessage.html}
    />
  ) : null;

  const content = (
    <>
      {steps && steps.length > 0 ? (
        <Steps steps={steps} orientation="horizontal" aria-label={messages.wizard.stepsLabel} />
      ) : null}
      {pinnedMessage && !modal ? pinned : null}
      <div
        className={background ? s.withBackground : s.stage}
        // The image comes from the configuration: a per-step value, so an inline style.
        style={background ? { backgroundImage: cssUrl(background) } : undefined}
        data-background={background ? '' : undefined}
      >
        <div className={background ? `${s.panel} ${s.panelOnBackground}` : s.panel}>
          <div className={s.titleRow}>
            <div className={`${s.title} ${s.headingFocus}`}>
              <Heading level={titleLevel} size="xl" id={headingId} tabIndex={-1}>
                {title}
              </Heading>
              {tooltip ? <InfoTip label={messages.wizard.moreInfo}>{tooltip}</InfoTip> : null}
            </div>
            {counter ? (
              <div className={s.counter}>
                <StepCounter current={counter.current} total={counter.total} />
              </div>
            ) : null}
            {hasTopText ? null : closeButton}
          </div>
          {alert}
          {children}
          {controls}
        </div>
      </div>
    </>
  );

  if (!modal) {
    return (
      <section aria-labelledby={labelledBy} className={s.embedded}>
        {top}
        <div className={s.body}>{content}</div>
      </section>
    );
  }

  return (
    <Modal
      size="wizard"
      isOpen={isOpen}
      isClosable={isClosable}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <AriaDialog aria-labelledby={labelledBy} className={s.dialog}>
        {top}
        {/* Outside the scrolling body: scrolled content passes under nothing (issue 18). */}
        {pinned ? (
          <div className={s.pinnedBar} data-wizard-pinned="">
            {pinned}
          </div>
        ) : null}
        <div
          ref={bodyRef}
          className={`${s.body} ${s.scrolling}`}
          data-wizard-body=""
          // A body that scrolls must be reachable and scrollable from the keyboard (WCAG 2.1.1).
          {...(scrollable
            ? { tabIndex: 0, role: 'region', 'aria-label': messages.dialog.scrollableContent }
            : {})}
        >
          {content}
        </div>
      </AriaDialog>
    </Modal>
  );
}
