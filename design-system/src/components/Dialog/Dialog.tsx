import { createContext, useContext, useRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useIsScrollable } from '../../hooks/use-is-scrollable.ts';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  body,
  closeButton,
  dialog,
  footer as footerClass,
  header,
  headingImage as headingImageClass,
  modal,
  overlay,
  overlayFullScreen,
  type ModalVariants,
} from './Dialog.css.ts';

/** Whether the surrounding Modal may be closed by the user (close button, Escape, backdrop). */
const ClosableContext = createContext(true);

export interface ModalProps extends Omit<
  ModalOverlayProps,
  'className' | 'style' | 'isDismissable' | 'isKeyboardDismissDisabled' | 'children'
> {
  /** default: 600 px wide; wizard: 80 % (min 600 px or the screen, max 946 px). */
  size?: ModalVariants['size'];
  /**
   * The user may close it: a 'Cerrar' button, Escape and a click on the backdrop. When false
   * (default true), only the dialog's own actions close it.
   */
  isClosable?: boolean;
  /** A `Dialog` (or a `ConfirmDialog`'s content). */
  children: ReactNode;
}

/**
 * The modal layer: backdrop, one elevation, focus trapped inside and restored on close, the rest
 * of the page hidden from assistive technology. Not draggable, not resizable. Use it inside a
 * React Aria `DialogTrigger`, or controlled with `isOpen`/`onOpenChange`.
 */
export function Modal({ size, isClosable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isClosable}
      isKeyboardDismissDisabled={!isClosable}
      className={size === 'wizard' ? `${overlay} ${overlayFullScreen}` : overlay}
    >
      <AriaModal className={modal({ size })}>
        <ClosableContext.Provider value={isClosable}>{children}</ClosableContext.Provider>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface DialogHeadingImage {
  src: string;
  /** Empty when decorative (the usual case: the title says what matters). */
  alt: string;
}

export interface DialogProps extends Omit<
  AriaDialogProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The title: names the dialog. */
  title: ReactNode;
  /** Level of the title in the outline (default 2). */
  titleLevel?: 2 | 3;
  /** An optional picture above the title. */
  headingImage?: DialogHeadingImage;
  /** Shows the 'Cerrar' button; defaults to the surrounding Modal's `isClosable`. */
  isClosable?: boolean;
  /** The actions, under a hairline (right-aligned, stacked on a phone). */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/** The content of a modal: title, optional heading image, close button, body and actions. */
export function Dialog({
  title,
  titleLevel = 2,
  headingImage,
  isClosable,
  footer,
  children,
  ...props
}: DialogProps) {
  const closableFromModal = useContext(ClosableContext);
  const closable = isClosable ?? closableFromModal;
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(bodyRef);
  return (
    <AriaDialog {...props} className={dialog}>
      {({ close }) => (
        <>
          {headingImage ? (
            <img className={headingImageClass} src={headingImage.src} alt={headingImage.alt} />
          ) : null}
          <div className={header}>
            <Heading slot="title" level={titleLevel} size="xl">
              {title}
            </Heading>
            {closable ? (
              <AriaButton slot="close" aria-label={messages.dialog.close} className={closeButton}>
                <Icon name="close" size="lg" />
              </AriaButton>
            ) : null}
          </div>
          <div
            ref={bodyRef}
            className={body}
            // A body that scrolls must be reachable and scrollable from the keyboard (WCAG 2.1.1).
            {...(scrollable
              ? { tabIndex: 0, role: 'region', 'aria-label': messages.dialog.scrollableContent }
              : {})}
          >
            {typeof children === 'function' ? children(close) : children}
          </div>
          {footer ? (
            <div className={footerClass}>
              {typeof footer === 'function' ? footer(close) : footer}
            </div>
          ) : null}
        </>
      )}
    </AriaDialog>
  );
}

export { DialogTrigger } from 'react-aria-components';
