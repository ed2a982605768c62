import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  ContractList,
  Loader,
  SignedDocumentPanel,
  SignedDocumentsList,
  Stack,
  StateMessage,
  Text,
} from '@inversiones/design-system';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { contractIdOf, listConfig } from './contract-config.ts';
import { toContractGroups, type RawGroup } from './contract-groups.ts';
import { loadSignedDocuments } from './signing-api.ts';
import { useDocumentDownload } from './use-document-download.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; groups: RawGroup[] };

/**
 * The `list` step (wizard-spec 2), by `config.list.type`: `contracts` (default) the read-only
 * contract list; `signedDocuments` the signed-documents list; `signedPanel` the confirmation
 * panel naming every signed document (each 'con fecha' with its download). All read the
 * sign-documents status (`?check=` the contract id; `empresa` for the company variant).
 */
export function ListStep({ step, data, nav, headingId }: StepComponentProps) {
  const headingLevel = useStepHeadingLevel();
  const config = listConfig(step);
  const kind = config.type ?? 'contracts';
  // The panel and the list show what was signed: every signed document unless a check is set.
  const check = config.check ?? (kind === 'contracts' ? contractIdOf(step, data) : undefined);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { downloadingId, download } = useDocumentDownload();

  useEffect(() => {
    const controller = new AbortController();
    loadSignedDocuments({ check, company: config.empresa }, controller.signal).then(
      (status) => setLoaded({ kind: 'ready', groups: status.documentos }),
      () => {
        if (!controller.signal.aborted) setLoaded({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [check, config.empresa, attempt]);

  const retry = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const groups = loaded.kind === 'ready' ? toContractGroups(loaded.groups) : [];
  const signed = groups.flatMap((g) => g.documents).filter((doc) => doc.signed);
  const toSigned = (doc: (typeof signed)[number]) => ({
    ...doc,
    signed: true,
    signedOn: doc.authorizedOn,
  });

  const body = (() => {
    if (loaded.kind === 'error') {
      return (
        <StateMessage
          tone="error"
          titleLevel={headingLevel}
          title={messages.wizardContracts.loadError}
          isLive
          action={<Button onPress={retry}>{messages.wizardContracts.retry}</Button>}
        />
      );
    }
    if (
      kind === 'signedDocuments' ||
      (kind === 'signedPanel' && loaded.kind === 'ready' && signed.length === 0)
    ) {
      return (
        <SignedDocumentsList
          documents={signed.map(toSigned)}
          isLoading={loaded.kind === 'loading'}
          onDownload={(doc) => void download(doc.id, doc)}
          downloadingId={downloadingId}
        />
      );
    }
    if (loaded.kind === 'loading') return <Loader kind="placeholder" variant={1} />;
    if (kind === 'signedPanel') {
      // One source: the panel names every signed document, so its card and list cannot disagree.
      return (
        <SignedDocumentPanel
          title={config.title ?? messages.wizardContracts.panelTitle}
          titleLevel={headingLevel}
          documents={signed.map((doc) => ({ ...doc, signedOn: doc.authorizedOn ?? '' }))}
          onDownload={(doc) => void download(doc.id, doc)}
          downloadingId={downloadingId}
          links={config.links}
        />
      );
    }
    return (
      <ContractList
        groupTitleLevel={headingLevel}
        groups={groups}
        mode="readOnly"
        onDownload={(doc) => void download(doc.id, doc)}
        downloadingId={downloadingId}
      />
    );
  })();

  return (
    <div data-step-type="list" aria-labelledby={headingId} role="region">
      {/* The result and its notice are separate cards: they never touch. */}
      <Stack gap="lg">
        {body}
        {config.notice ? (
          <Alert priority="info">
            <Text>{config.notice}</Text>
          </Alert>
        ) : null}
      </Stack>
      <StepControls step={step} nav={nav} canAdvance onAdvance={() => nav.next()} />
    </div>
  );
}
