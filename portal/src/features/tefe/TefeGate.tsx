import { Alert } from '@inversiones/design-system';
import { tefeAccess } from '@inversiones/contract';
import type { ReactNode } from 'react';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

/**
 * Spec 6 and 7 `/tefe?check=activo`: the TEFE screens show their content only when the client may
 * operate it now; a client the firm blocked reads why (the shell's guard already kept out the
 * profiles TEFE is not for).
 */
export function TefeGate({ children }: { children: () => ReactNode }) {
  const access = useApiData(
    (signal) => apiGet(tefeAccess.active, { signal, params: { check: 'activo' } }),
    'tefe-access',
  );
  return (
    <ApiState state={access.state} retry={access.retry} placeholder={1} titleLevel={2}>
      {({ activo, mensaje }) =>
        activo ? (
          children()
        ) : (
          <Alert priority="error">{mensaje ?? tefeAccess.tefeAccessMessages.blocked}</Alert>
        )
      }
    </ApiState>
  );
}
