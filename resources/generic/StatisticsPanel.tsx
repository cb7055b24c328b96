/**
 * The "Estadísticas" tab (domain/recordStatistics.ts): each declared metric counted through its
 * entity's list with the page's client (or, on an economic group's page, its member clients)
 * as the filter, so only what the user may see is counted. Metrics of sections the user may
 * not list are left out; areas still to come are named, not shown as zeros.
 */
import { useMemo } from 'react';
import {
  Link,
  useGetList,
  usePermissions,
  useRecordContext,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AccessLists } from '../../domain/access';
import { entityByName } from '../../domain/entities';
import { formatNumber } from '../../domain/format';
import { clientMetrics, metricsToCome, type RecordMetric } from '../../domain/recordStatistics';
import { mayAccess } from './useEntity';

const MEMBERS_READ = 500;

/** The clients the page counts for: the record itself, or an economic group's members. */
function useClients(): { ids: Identifier[] | null; note?: string } {
  const record = useRecordContext();
  const resource = useResourceContext();
  const group = resource === 'economic_group';
  const { data, total } = useGetList(
    'account',
    {
      filter: { economic_group_id: record?.id },
      pagination: { page: 1, perPage: MEMBERS_READ },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: group && !!record },
  );
  if (!record) return { ids: null };
  if (!group) return { ids: [record.id] };
  if (!data) return { ids: null };
  const note =
    total !== undefined && total > MEMBERS_READ
      ? `Se cuentan los primeros ${MEMBERS_READ} clientes del grupo.`
      : `${formatNumber(data.length, 0)} clientes del grupo que podés ver.`;
  return { ids: data.map((c) => c.id), note };
}

function Metric({
  metric,
  clients,
  now,
}: {
  metric: RecordMetric;
  clients: Identifier[];
  now: Date;
}) {
  const filter = {
    [metric.link]: clients.length === 1 ? clients[0] : clients,
    ...metric.filter?.(now),
  };
  const { total, isPending, error } = useGetList(metric.entity, {
    filter,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  const value = error ? '—' : isPending ? '…' : formatNumber(total ?? 0, 0);
  const list = `/${metric.entity}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography
        variant="h5"
        component="p"
        color={metric.warn && (total ?? 0) > 0 ? 'error' : 'text.primary'}
      >
        {value}
      </Typography>
      <Link to={list} variant="body2">
        {metric.label}
      </Link>
    </Box>
  );
}

export default function StatisticsPanel() {
  const { permissions } = usePermissions<AccessLists>();
  const { ids, note } = useClients();
  const now = useMemo(() => new Date(), []);
  const metrics = clientMetrics.filter((m) => mayAccess(permissions, entityByName(m.entity)));
  const groups = [...new Set(metrics.map((m) => m.group))];
  if (!ids) return <Typography color="text.secondary">Cargando…</Typography>;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {ids.length === 0 ? (
        <Typography color="text.secondary">El grupo todavía no tiene clientes.</Typography>
      ) : (
        groups.map((group) => (
          <Card key={group} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {group}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 4 }}>
                {metrics
                  .filter((m) => m.group === group)
                  .map((m) => (
                    <Metric key={m.label} metric={m} clients={ids} now={now} />
                  ))}
              </Stack>
            </CardContent>
          </Card>
        ))
      )}
      <Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Se suman cuando se carguen las pólizas, los siniestros y las cobranzas:
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {metricsToCome.map((label) => (
            <Chip key={label} label={label} variant="outlined" size="small" />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
