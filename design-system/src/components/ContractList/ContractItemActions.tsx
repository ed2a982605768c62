import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Overlay } from '../Overlay/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import type { ContractDocument } from './contract-documents.ts';
import { actions, actionsIndented } from './ContractList.css.ts';

const m = messages.contractList;

interface ContractItemActionsProps {
  document: ContractDocument;
  onDownload: () => void;
  isDownloading: boolean;
  /** Beside a checkbox: on a phone the actions line up with its label. */
  isIndented?: boolean;
}

/** A document's download link and its '+' description overlay (max 250 px, scrolls). */
export function ContractItemActions({
  document,
  onDownload,
  isDownloading,
  isIndented = false,
}: ContractItemActionsProps) {
  return (
    <span className={isIndented ? `${actions} ${actionsIndented}` : actions}>
      <Button
        variant="tertiary"
        size="sm"
        icon={<Icon name="download" size="sm" />}
        isPending={isDownloading}
        pendingLabel={m.downloading}
        aria-label={
          isDownloading ? m.downloadingNamed(document.name) : m.downloadNamed(document.name)
        }
        onPress={onDownload}
      >
        {m.download}
      </Button>
      {document.description ? (
        <Overlay label={m.showDescription(document.name)}>
          <SafeHtml html={document.description} />
        </Overlay>
      ) : null}
    </span>
  );
}
