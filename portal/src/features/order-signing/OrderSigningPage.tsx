import { Alert, Button, Heading, Link, Stack, Tabs, Text } from '@inversiones/design-system';
import { orderSigning } from '@inversiones/contract';
import { useSnapshot } from 'valtio';
import { usePageTitle } from '../../store/page-title.ts';
import { sessionState } from '../../store/session.ts';
import { useApiData, type ApiData } from '../api-state/use-api-data.ts';
import { useSearchUpdate } from '../api-state/use-search-update.ts';
import { DocumentsPanel } from '../document-signing/DocumentsPanel.tsx';
import { panel as documentsPanel } from '../document-signing/messages.ts';
import { loadActiveKinds, type MethodKind } from '../security-pass/calls.ts';
import { FamilyPanel } from './FamilyPanel.tsx';
import * as messages from './messages.ts';
import { DOCUMENTS_TAB } from './documents-tab.ts';
import { canSignOrders } from './signing-rights.ts';

/** Where Mi Perfil keeps the security pass (Administrar dispositivos). */
const SECURITY_PASS_ROUTE = '/miPerfil/administrarDispositivos';
const noMethods: readonly MethodKind[] = [];
// The tab is in the URL (`?familia=`) like the families': back and reload keep it.
const TABS = [...orderSigning.ORDER_FAMILIES, DOCUMENTS_TAB] as const;

/** Whether the profile may sign, and what stands in the way (a rule, a missing method). */
function SigningRights({
  allowed,
  methods,
  retry,
}: {
  allowed: boolean;
  methods: ApiData<MethodKind[]>;
  retry: () => void;
}) {
  const m = messages.rights;
  if (!allowed) {
    return (
      <Alert priority="info" title={m.cannotSignTitle}>
        {m.cannotSign}
      </Alert>
    );
  }
  if (methods.status === 'error') {
    return (
      <Alert priority="warning" isLive>
        <Stack gap="sm">
          <span>{m.methodsFailed}</span>
          <div>
            <Button variant="secondary" size="sm" onPress={retry}>
              {m.retry}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }
  if (methods.status === 'ready' && methods.data.length === 0) {
    return (
      <Alert priority="warning" title={m.noMethodTitle}>
        <Stack gap="xs">
          <span>{orderSigning.signingMessages.noMethod}</span>
          <span>
            <Link href={SECURITY_PASS_ROUTE}>{m.securityPassLink}</Link>
          </span>
        </Stack>
      </Alert>
    );
  }
  return null;
}

/**
 * /firmaOperaciones (spec 2 `operations-signature`): the brokerage orders the client gave by
 * phone or at the desk, per family (forward, international market, MLT, simultaneous), to sign
 * in batches with the security pass, or to consult once signed or expired; and in the last tab
 * the documents the firm sent to sign (spec 4 "Documents"). Who may sign and with what is
 * checked by the API; the page only offers what it would accept.
 */
export function OrderSigningPage() {
  const m = messages.page;
  usePageTitle(m.title);
  const { flags, rut, hasTefe } = useSnapshot(sessionState);
  const allowed = canSignOrders(flags, rut, hasTefe);
  const methods = useApiData(allowed ? loadActiveKinds : null, 'metodos');
  const active = methods.state.status === 'ready' ? methods.state.data : noMethods;
  const { search, update } = useSearchUpdate();
  const tab = TABS.find((f) => f === search.get('familia')) ?? TABS[0];

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <SigningRights allowed={allowed} methods={methods.state} retry={methods.retry} />
      <Tabs
        aria-label={m.familiesLabel}
        items={TABS.map((id) => ({
          id,
          label: id === DOCUMENTS_TAB ? documentsPanel.tab : orderSigning.orderFamilyNames[id],
        }))}
        selectedKey={tab}
        onSelectionChange={(id) => update({ familia: id })}
      >
        {(item) =>
          item.id === DOCUMENTS_TAB ? (
            <DocumentsPanel
              methods={active}
              canSign={allowed && active.length > 0}
              canReject={allowed}
            />
          ) : (
            <FamilyPanel
              key={item.id}
              family={item.id as orderSigning.OrderFamily}
              methods={active}
              canSign={allowed && active.length > 0}
            />
          )
        }
      </Tabs>
    </Stack>
  );
}
