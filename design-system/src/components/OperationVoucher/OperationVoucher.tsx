import { useEffect, useId, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Card } from '../Card/index.ts';
import { FactList } from '../FactList/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Button } from '../Button/index.ts';
import {
  OperationAmountFigure,
  type OperationAmount,
  type OperationRow,
} from '../OperationSummary/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './OperationVoucher.css.ts';

export interface OperationVoucherProps {
  /** e.g. 'Inversión ingresada' */
  title: string;
  /** The title's level in the page outline (default 2). */
  titleLevel?: 2 | 3;
  /** Shown as 'Folio N° 1000123'. */
  folio: string;
  /** Already formatted, e.g. '27/11/2026 12:00' */
  dateTime: string;
  /** The headline figure, shown large. */
  amount: OperationAmount;
  /** Label/value rows (a description list): Fondo, Serie, Cuenta... */
  rows: readonly OperationRow[];
  /**
   * Downloads the PDF receipt (the portal fetches it with the session's headers, which a plain
   * link cannot send); the button says 'Descargar comprobante (PDF)'.
   */
  onDownload: () => void;
  /** The download is on its way: the button says 'Descargando...' and ignores presses. */
  isDownloading?: boolean;
  /** The last download failed: an error line, announced, and the button tries again. */
  downloadFailed?: boolean;
  /** The button's text (default 'Descargar comprobante (PDF)'): say that it is a PDF. */
  downloadLabel?: string;
  /** Notes under the rows (out-of-hours notice, transfer instructions). */
  children?: ReactNode;
  /** Links or buttons after the download (e.g. 'Ver Mis Fondos', 'Nueva inversión'). */
  actions?: ReactNode;
  /** Focus the heading when mounted (the flow moved to this step), default true. */
  focusOnMount?: boolean;
}

/**
 * The voucher (comprobante) of an investment or a redemption: a success mark and title, the
 * folio and date, the amount, the operation's rows, the PDF download and what comes next. Its
 * title takes focus on arrival, so a screen reader announces the result.
 */
export function OperationVoucher({
  title,
  titleLevel = 2,
  folio,
  dateTime,
  amount,
  rows,
  onDownload,
  isDownloading = false,
  downloadFailed = false,
  downloadLabel = messages.operationVoucher.download,
  children,
  actions,
  focusOnMount = true,
}: OperationVoucherProps) {
  const m = messages.operationVoucher;
  const headingId = `${useId()}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The voucher replaced the confirm step, where focus was: the result is read out from its title.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      footer={
        actions ? (
          <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="sm" wrap>
            {actions}
          </Stack>
        ) : undefined
      }
    >
      <Stack gap="lg">
        <div className={s.header}>
          <span className={s.badge}>
            <Icon name="success" size="lg" />
          </span>
          <Heading level={titleLevel} size="xl" id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </Heading>
          <Text size="lg" weight="semibold" numeric>
            {m.folio(folio)}
          </Text>
          <Text tone="secondary" numeric>
            <VisuallyHidden elementType="span">{`${m.dateTime} `}</VisuallyHidden>
            {dateTime}
          </Text>
        </div>
        <OperationAmountFigure amount={amount} />
        {rows.length > 0 ? <FactList facts={rows} /> : null}
        <Stack gap="xs">
          <div>
            <Button
              variant="secondary"
              icon={<Icon name="download" size="sm" />}
              onPress={onDownload}
              isPending={isDownloading}
              pendingLabel={m.downloading}
            >
              {downloadLabel}
            </Button>
          </div>
          {downloadFailed ? (
            <Text tone="error" role="alert">
              {m.downloadFailed}
            </Text>
          ) : null}
        </Stack>
        {children ? <Stack gap="sm">{children}</Stack> : null}
      </Stack>
    </Card>
  );
}
