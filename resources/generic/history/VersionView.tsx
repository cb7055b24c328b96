/**
 * A record as one version keeps it, read-only: which version and why, its fields laid out as
 * its page's «Datos» tab does (RecordFields, in a record context of its own), then each part's
 * rows (a policy's people, items, coverages and quotas) with the part's list columns.
 */
import { RecordContextProvider } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
import type { Entity } from '../../../domain/engine/entity';
import { historyParts } from '../../../domain/engine/history';
import { formatDate, formatDateTime } from '../../../domain/engine/format';
import { entityByName } from '../../../domain/entities';
import { RecordFields } from '../entityFieldViews';
import type { AsOfAnswer } from './historyApi';
import { PartTable } from './HistoryValue';

export function VersionHeading({ version }: { version: AsOfAnswer }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="version-heading">
      Versión {version.version} · rige desde el {formatDate(version.effective_from)} ·{' '}
      {version.cause} · registrada por {version.actor_name ?? 'el sistema'} el{' '}
      {formatDateTime(version.recorded_at)}
    </Typography>
  );
}

export function VersionView({ entity, version }: { entity: Entity; version: AsOfAnswer }) {
  const parts = historyParts(entity, entityByName);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <VersionHeading version={version} />
      <RecordContextProvider value={{ ...version.record, id: String(version.record.id) }}>
        <section aria-label="Datos">
          <RecordFields entity={entity} systemFields={false} />
        </section>
      </RecordContextProvider>
      {parts.map(({ entity: part, field }) => (
        <Box component="section" key={part.name} aria-label={part.label.many}>
          <Divider sx={{ mb: 1.5 }} />
          <Typography variant="subtitle1" component="h3" fontWeight={600} gutterBottom>
            {part.label.many}
          </Typography>
          <PartTable part={part} omit={field} rows={version.parts[part.name] ?? []} />
        </Box>
      ))}
    </Box>
  );
}
