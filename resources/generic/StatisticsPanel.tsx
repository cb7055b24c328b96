/**
 * The "Estadísticas" tab (domain/recordStatistics.ts): each declared metric counted through its
 * entity's list with the page's client as the filter (on an economic group's page, the dotted
 * filter across its clients, however many), so only what the user may see is counted. Metrics of sections the user may
 * not list are left out; areas still to come are named, not shown as zeros.
 */
import { useMemo } from 'react';
import { Link, useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { entityByName } from '../../domain/entities';
import { formatNumber } from '../../domain/engine/format';
import {
  clientMetrics,
  metricFilter,
  metricsToCome,
  type RecordMetric,
} from '../../domain/recordStatistics';
import { subjectLinkOf } from '../../domain/timeline';
import { mayAccess } from './useEntity';
import { useAccess } from '../../src/access';

/**
 * The page's record as the metrics count it: a client itself, or a group through its clients
 * (the clients' reference to it), with how many of them the user sees.
 */
function useSubject(): { through: string | null; members?: number } | null {
  const record = useRecordContext();
  const resource = useResourceContext();
  const through = resource ? subjectLinkOf(entityByName(resource)) : null;
  const { total } = useGetList(
    'account',
    {
      filter: { [through ?? 'id']: record?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: !!through && !!record },
  );
  if (!record) return null;
  if (!through) return { through };
  return total === undefined ? null : { through, members: total };
}

function Metric({
  metric,
  through,
  now,
}: {
  metric: RecordMetric;
  through: string | null;
  now: Date;
}) {
  const record = useRecordContext();
  const filter = metricFilter(metric, through, record?.id, now);
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
  const permissions = useAccess();
  const subject = useSubject();
  const now = useMemo(() => new Date(), []);
  const metrics = clientMetrics.filter((m) => mayAccess(permissions, entityByName(m.entity)));
  const groups = [...new Set(metrics.map((m) => m.group))];
  if (!subject) return <Typography color="text.secondary">Cargando…</Typography>;
  const { through, members } = subject;
  const note =
    members === undefined
      ? undefined
      : `${formatNumber(members, 0)} ${members === 1 ? 'cliente' : 'clientes'} del grupo que podés ver.`;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {members === 0 ? (
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
                    <Metric key={m.label} metric={m} through={through} now={now} />
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
