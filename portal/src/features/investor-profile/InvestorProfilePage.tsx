import {
  Badge,
  DataTable,
  Heading,
  InvestorProfileView,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { wizard } from '@inversiones/contract';
import { useNavigate } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';

type Change = wizard.InvestorProfileHistory['history'][number] & { id: string; isCurrent: boolean };

const columns: DataTableColumn<Change>[] = [
  {
    id: 'date',
    header: messages.columns.date,
    value: (row) => row.fecha,
    cell: (row) => formatDisplayDate(row.fecha),
    numeric: true,
  },
  {
    id: 'profile',
    header: messages.columns.profile,
    value: (row) => row.Nombre,
    isRowHeader: true,
    cell: (row) => (
      <Stack direction="row" gap="sm" align="center" wrap>
        <span>{row.Nombre}</span>
        {row.isCurrent && (
          <Badge tone="success" size="sm">
            {messages.current}
          </Badge>
        )}
      </Stack>
    ),
  },
  { id: 'source', header: messages.columns.source, value: (row) => messages.sources[row.origen] },
];

/** The investor-profile poll (wizard-spec 4), which also updates the profile. */
const POLL_PATH = '/wizard/PERFILINVERSIONISTA';

/** `/perfilInversionista`: the current profile with its date, its history, and the poll again. */
export function InvestorProfilePage() {
  usePageTitle(messages.title);
  const navigate = useNavigate();
  const { state, retry } = useApiData(
    (signal) =>
      Promise.all([
        apiGet(wizard.investorProfiles, { signal }),
        apiGet(wizard.investorProfileHistory, { signal }),
      ]),
    'investor-profile',
  );

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={1}>{messages.title}</Heading>
        <Text>{messages.intro}</Text>
      </Stack>
      <ApiState state={state} retry={retry} placeholder={2}>
        {([profiles, { history }]) => {
          const current = profiles.PerfilInversionista.filter((profile) => profile.Current);
          const changes = history.map((change, index) => ({
            ...change,
            id: `${change.fecha}-${index}`,
            isCurrent: index === 0,
          }));
          return (
            <Stack gap="lg">
              <InvestorProfileView
                profiles={current}
                onModify={() => navigate(POLL_PATH)}
                onComplete={() => navigate(POLL_PATH)}
              />
              <DataTable
                caption={messages.historyTitle}
                columns={columns}
                data={changes}
                getRowId={(row) => row.id}
                emptyMessage={messages.historyEmpty}
              />
            </Stack>
          );
        }}
      </ApiState>
    </Stack>
  );
}
