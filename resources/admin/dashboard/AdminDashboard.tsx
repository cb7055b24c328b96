/**
 * The administrator's panel on home (dashboard/admin-data, spec 3): the fastest and the
 * longest scheduled run with who asked for it, and what needs attention (people waiting for
 * approval, failed background jobs this week, imports running, jobs waiting).
 */
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../domain/engine/format';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';

interface Run {
  job: string;
  started_at: string;
  duration_ms: number;
  user: { id: number; name: string } | null;
}

interface AdminData {
  fastest_run: Run | null;
  longest_run: Run | null;
  pending_registrations: number;
  failed_jobs: number;
  imports_in_progress: number;
  queued_jobs: number;
}

const seconds = (ms: number) =>
  ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('es-AR', { maximumFractionDigits: 1 })} s`;

function RunCard({ title, run }: { title: string; run: Run | null }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
        {run ? (
          <>
            <Typography variant="h6">{seconds(run.duration_ms)}</Typography>
            <Typography variant="body2">{run.job}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(run.started_at)} · {run.user ? run.user.name : 'Programada'}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Todavía no hubo ejecuciones.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function CountCard({ title, value, to }: { title: string; value: number; to: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" color={value ? 'warning.main' : 'text.primary'}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {value.toLocaleString('es-AR')}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function AdminDashboard() {
  const { data } = useQuery({
    queryKey: ['dashboard', 'admin-data'],
    queryFn: async () =>
      (await apiRequest(`${apiV1()}/dashboard/admin-data`, { hideMessage: true }))
        .json as AdminData,
    staleTime: 30_000,
  });
  if (!data) return null;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <Typography id="admin-dashboard-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Administración
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <RunCard title="Ejecución más rápida" run={data.fastest_run} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <RunCard title="Ejecución más lenta" run={data.longest_run} />
        </Grid>
        <Grid size={{ xs: 6, md: 1.5 }}>
          <CountCard
            title="Altas por aprobar"
            value={data.pending_registrations}
            to="/auth-admin/user"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 1.5 }}>
          <CountCard title="Tareas con error" value={data.failed_jobs} to="/admin/cron" />
        </Grid>
        <Grid size={{ xs: 6, md: 1.5 }}>
          <CountCard
            title="Importaciones en curso"
            value={data.imports_in_progress}
            to="/admin/import"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 1.5 }}>
          <CountCard title="Tareas en cola" value={data.queued_jobs} to="/admin/download" />
        </Grid>
      </Grid>
    </section>
  );
}
