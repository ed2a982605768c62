import {
  Alert,
  BeneficiaryCard,
  beneficiaryFullName,
  beneficiaryStatusIds,
  beneficiaryStatusLabel,
  Button,
  ConfirmDialog,
  Heading,
  Icon,
  Link,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
} from '@inversiones/design-system';
import { tefeBeneficiaries } from '@inversiones/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiGet, apiSend, onApiError } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { states } from '../api-state/messages.ts';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { TefeGate } from './TefeGate.tsx';
import { useCatalogueNames } from './use-catalogue-names.ts';
import { allowed, isChangeable, type BeneficiaryAction } from './beneficiary-actions.ts';
import type { SavedNotice } from './BeneficiaryPage.tsx';
import { beneficiaryPath, NEW_BENEFICIARY_PATH } from './routes.ts';

const m = messages.beneficiaries;
const f = messages.beneficiaryForm;
type Beneficiary = tefeBeneficiaries.Beneficiary;
type Action = BeneficiaryAction;

const PAGE_SIZE = tefeBeneficiaries.DEFAULT_PAGE_SIZE;
/** How often a page with a beneficiary pending approval reads its statuses again. */
const REVIEW_POLL_MS = 10_000;

const statusOptions = [
  { key: tefeBeneficiaries.ALL_STATUSES, value: m.allStatuses },
  ...beneficiaryStatusIds.map((id) => ({ key: String(id), value: beneficiaryStatusLabel(id) })),
];

/** How the last block or delete went: done, or failed with the server's words (and a retry). */
type Notice =
  { ok: true; text: string } | { ok: false; text: string; title: string; retry: () => void } | null;

/** The URL's query: status filter, name search and page (spec 7's list parameters). */
function useListQuery() {
  const [search, setSearch] = useSearchParams();
  const estado = search.get('estado') ?? tefeBeneficiaries.ALL_STATUSES;
  const nombre = search.get('nombre') ?? '';
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const show = (next: { estado?: string; nombre?: string; page?: number }) => {
    const params = new URLSearchParams();
    const e = next.estado ?? estado;
    const n = next.nombre ?? nombre;
    const p = next.page ?? 1;
    if (e !== tefeBeneficiaries.ALL_STATUSES) params.set('estado', e);
    if (n.trim() !== '') params.set('nombre', n.trim());
    if (p > 1) params.set('pagina', String(p));
    setSearch(params);
  };
  return { estado, nombre, page, show };
}

/**
 * /tefe/beneficiarios (spec 2 and 7): the client's beneficiaries abroad, by status and name, ten
 * a page, each with its status and bank; Bloquear and Eliminar (spec 4) confirmed first. A profile
 * TEFE is closed to reads spec 6's message instead.
 */
export function BeneficiariesPage() {
  usePageTitle(m.title);
  return (
    <Stack gap="lg">
      <Stack direction="row" justify="space-between" align="center" gap="md" wrap>
        <Heading level={1}>{m.title}</Heading>
        <Link href={NEW_BENEFICIARY_PATH} buttonVariant="primary">
          {f.add}
        </Link>
      </Stack>
      <TefeGate>{() => <BeneficiaryList />}</TefeGate>
    </Stack>
  );
}

function BeneficiaryList() {
  const { estado, nombre, page, show } = useListQuery();
  const [draft, setDraft] = useState({ estado, nombre });
  // Bumped after a change: the page is read again with the beneficiary's new status.
  const [version, setVersion] = useState(0);
  const { state, retry, refresh } = useApiData(
    (signal) =>
      apiGet(tefeBeneficiaries.list, {
        signal,
        params: {
          estado,
          numeroPagina: String(page),
          registrosPagina: String(PAGE_SIZE),
          ...(nombre ? { nombre } : {}),
        },
      }),
    `${estado}|${nombre}|${page}|${version}`,
  );
  // While compliance reviews one on screen, its status is read again every few seconds.
  const reviewing =
    state.status === 'ready' &&
    state.data.beneficiarios.some(
      (b) => b.StatusId === tefeBeneficiaries.BENEFICIARY_STATUS.pendingApproval,
    );
  useEffect(() => {
    if (!reviewing) return;
    const timer = setInterval(refresh, REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [reviewing, refresh]);
  const names = useCatalogueNames();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState<{ beneficiary: Beneficiary; action: Action } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // A save on the beneficiary's page comes back with what it did (router state, not the URL).
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as Partial<SavedNotice> | null)?.saved;
  const [notice, setNotice] = useState<Notice>(saved ? { ok: true, text: saved } : null);
  // Said once: a reload of the list does not say it again.
  useEffect(() => {
    if (saved) void navigate({ search: location.search }, { replace: true, state: null });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function apply(beneficiary: Beneficiary, action: Action) {
    const name = beneficiaryFullName(beneficiary);
    setNotice(null);
    setBusy(beneficiary.Id);
    try {
      await apiSend(
        tefeBeneficiaries.changeState,
        {
          State:
            action === 'block' ? tefeBeneficiaries.STATE_BLOCK : tefeBeneficiaries.STATE_DELETE,
          User: tefeBeneficiaries.STATE_CHANGE_USER,
        },
        { params: { id: String(beneficiary.Id) }, onError: false },
      );
      setNotice({ ok: true, text: action === 'block' ? m.blocked(name) : m.removed(name) });
      // The card's buttons change or go with the reload: focus waits on the list's heading.
      heading.current?.focus();
      setVersion((n) => n + 1);
    } catch (error) {
      // A lost session goes to the login; anything else is said here, the list kept as it is.
      if (error instanceof ApiError && error.status === 401) onApiError(error);
      setNotice({
        ok: false,
        title: m.failed(name),
        text: error instanceof ApiError ? error.message : states.unavailable,
        retry: () => void apply(beneficiary, action),
      });
    } finally {
      setBusy(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ estado: draft.estado, nombre: draft.nombre, page: 1 });
  };

  const askedName = asked ? beneficiaryFullName(asked.beneficiary) : '';
  return (
    <Stack gap="lg">
      <Text tone="secondary">{m.intro}</Text>
      <form role="search" aria-label={m.filters} onSubmit={submit} noValidate>
        <Stack direction="row" gap="md" align="flex-end" wrap>
          <Select
            label={m.status}
            // A filter, never required: no 'Opcional' beside it.
            necessityIndicator="none"
            options={statusOptions}
            value={draft.estado}
            onChange={(key) => key && setDraft((d) => ({ ...d, estado: key }))}
          />
          <TextField
            label={m.search}
            necessityIndicator="none"
            value={draft.nombre}
            onChange={(value) => setDraft((d) => ({ ...d, nombre: value }))}
            maxLength={tefeBeneficiaries.BENEFICIARY_LIMITS.search}
          />
          <Button type="submit" variant="secondary" icon={<Icon name="search" size="sm" />}>
            {m.searchAction}
          </Button>
        </Stack>
      </form>
      {notice?.ok ? (
        <Alert priority="success" isLive>
          {notice.text}
        </Alert>
      ) : notice ? (
        <Alert priority="error" title={notice.title} isLive>
          <Stack gap="sm">
            <span>{notice.text}</span>
            <div>
              <Button variant="secondary" size="sm" onPress={notice.retry}>
                {m.retry}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : null}
      {/* Outside the list: it stays while a change reloads the page, and takes the focus. */}
      <Heading level={2} size="lg" ref={heading} tabIndex={-1}>
        {m.listTitle}
      </Heading>
      <ApiState state={state} retry={retry} placeholder={2} titleLevel={3}>
        {({ beneficiarios, total }) => (
          <Stack gap="md">
            <Text tone="secondary">{m.count(total)}</Text>
            {beneficiarios.length === 0 ? <Text>{m.empty}</Text> : null}
            {beneficiarios.map((beneficiary) => {
              const name = beneficiaryFullName(beneficiary);
              const links = [
                <Link
                  key="view"
                  href={beneficiaryPath(beneficiary.Id)}
                  buttonVariant="secondary"
                  aria-label={f.view(name)}
                >
                  {m.viewAction}
                </Link>,
                ...(isChangeable(beneficiary)
                  ? [
                      <Link
                        key="edit"
                        href={`${beneficiaryPath(beneficiary.Id)}/editar`}
                        buttonVariant="secondary"
                        aria-label={f.editOf(name)}
                      >
                        {f.edit}
                      </Link>,
                    ]
                  : []),
              ];
              const actions = (['block', 'remove'] as const)
                .filter((action) => allowed[action](beneficiary))
                .map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    aria-label={m[action](name)}
                    isDisabled={busy === beneficiary.Id}
                    onPress={() => setAsked({ beneficiary, action })}
                  >
                    {action === 'block' ? m.confirmBlockAction : m.confirmRemoveAction}
                  </Button>
                ));
              return (
                <BeneficiaryCard
                  key={beneficiary.Id}
                  beneficiary={beneficiary}
                  countryName={names.countryName}
                  currencyLabel={names.currencyLabel(beneficiary.CurrencyId)}
                  titleLevel={3}
                  actions={[...links, ...actions]}
                />
              );
            })}
            <Pagination
              aria-label={m.pagination}
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onPageChange={(next) => show({ page: next })}
            />
          </Stack>
        )}
      </ApiState>
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked?.action === 'block' ? m.confirmBlockTitle : m.confirmRemoveTitle}
        message={
          asked ? (asked.action === 'block' ? m.confirmBlock : m.confirmRemove)(askedName) : null
        }
        confirmLabel={asked?.action === 'block' ? m.confirmBlockAction : m.confirmRemoveAction}
        cancelLabel={m.keep}
        isDestructive={asked?.action === 'remove'}
        onConfirm={() => {
          const current = asked;
          setAsked(null);
          if (current) void apply(current.beneficiary, current.action);
        }}
      />
    </Stack>
  );
}
