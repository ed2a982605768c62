import {
  AccountSelectTable,
  Alert,
  Button,
  Stack,
  type SelectableAccount,
} from '@inversiones/design-system';
import { formatRut } from '@inversiones/design-system/es-cl';
import type { Profile } from '@inversiones/contract';
import { allows, roleFactsOf } from '@inversiones/contract/roles';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as messages from './messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { clearMenu } from '../../store/menu.ts';
import { enterProfile, loadProfiles } from './account-select.ts';

interface AccountRow extends SelectableAccount {
  profile: Profile;
}

const toRow = (profile: Profile): AccountRow => ({
  id: profile.code,
  name: profile.nombre,
  rut: formatRut(profile.Rut),
  roles: profile.MandataryTypes.map((type) => type.Description),
  profile,
});

/** Spec 2 and 4: 'Selecciona una Cuenta'; choosing a profile contextualizes the session. */
export function AccountSelectPage() {
  const navigate = useNavigate();
  usePageTitle(messages.accountSelect.pageTitle);
  const [rows, setRows] = useState<AccountRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string>();

  // Bumped by 'Reintentar': the effect loads the list again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Spec 4: the menu is cleared on entry (the next profile brings its own).
    clearMenu();
    const controller = new AbortController();
    loadProfiles(controller.signal).then(
      (profiles) => {
        const active = profiles.filter((profile) => profile.IsActive);
        // Spec 6: the session changes only with more than one profile; a single one, already
        // chosen at login, has nothing to change to.
        const [first] = active;
        if (first && !allows('sessionChange', roleFactsOf(first, active.length))) {
          void navigate('/', { replace: true });
          return;
        }
        setError(null);
        setRows(active.map(toRow));
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(cause instanceof Error ? cause.message : messages.accountSelect.accountsLoadError);
        setRows([]);
      },
    );
    return () => controller.abort();
  }, [attempt, navigate]);

  async function select(row: AccountRow) {
    setPendingId(row.id);
    setError(null);
    try {
      void navigate(await enterProfile(row.profile), { replace: true });
    } catch (cause) {
      setPendingId(undefined);
      setError(cause instanceof Error ? cause.message : messages.accountSelect.accountsLoadError);
    }
  }

  return (
    <Stack gap="lg">
      {error ? (
        <Alert priority="error" isLive>
          <Stack gap="sm" align="flex-start">
            <span>{error}</span>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                setRows(null);
                setAttempt((n) => n + 1);
              }}
            >
              {messages.accountSelect.retry}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <AccountSelectTable
        accounts={rows ?? []}
        isLoading={rows === null}
        pendingId={pendingId}
        onSelect={(row) => void select(row)}
      />
    </Stack>
  );
}
