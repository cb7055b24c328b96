/**
 * The summary above a record's page (entity option `header`, domain/recordSummary.ts): its
 * figures as the server measures them over what the user sees (GET {entity}/{id}/summary),
 * each opening the list it counts, and what one does next: «Llamar» (the client's phone as a
 * `tel:` link) and a new task or opportunity about the record, the very link of its tab's
 * «Agregar». A figure of a section the user may not list is absent, never a zero; when the
 * figures cannot be read (fixtures mode has no such route) the buttons stay.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PhoneIcon from '@mui/icons-material/Phone';
import { entityByName } from '../../domain/entities';
import { formatMoney, formatNumber } from '../../domain/engine/format';
import { figureFilter, summaryOf, type SummaryFigure } from '../../domain/recordSummary';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { useAccess } from '../../src/access';
import { createRelatedPath, useDetailTabs } from './DetailTabs';
import { mayAccess } from './useEntity';

interface Answer {
  figures: { key: string; value: number }[];
}

export const summaryUrl = (resource: string, id: unknown) =>
  `${apiV1()}/${resource}/${encodeURIComponent(String(id))}/summary`;

function Figure(props: { figure: SummaryFigure; value: number | undefined; recordId: unknown }) {
  const { figure, value, recordId } = props;
  const shown =
    value === undefined ? '…' : figure.sum ? formatMoney(value) : formatNumber(value, 0);
  const filter = encodeURIComponent(JSON.stringify(figureFilter(figure, recordId)));
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown}
      </Typography>
      <Link component={RouterLink} to={`/${figure.entity}?filter=${filter}`} variant="body2">
        {figure.label}
      </Link>
    </Box>
  );
}

export default function RecordSummaryPanel() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const access = useAccess();
  const parent = entityByName(resource);
  const tabs = useDetailTabs(parent);
  const summary = summaryOf(parent);
  // The server's rule: the figures of the sections the user may list.
  const figures = (summary?.figures ?? []).filter((f) => mayAccess(access, entityByName(f.entity)));
  const query = useQuery({
    queryKey: ['summary', resource, record?.id, record?.updated_at],
    queryFn: async () =>
      (await apiRequest(summaryUrl(resource, record?.id), { hideMessage: true })).json as Answer,
    enabled: record?.id !== undefined && figures.length > 0,
  });
  if (!record || !summary) return null;
  const values = new Map(query.data?.figures.map((f) => [f.key, f.value]));
  const dial = summary.dial?.(record) ?? null;
  const creates = summary.creates.flatMap((create) => {
    const tab = tabs.find((t) => t.entity === create.entity && !t.via);
    const may = tab && mayAccess(access, entityByName(create.entity), 'create');
    return may ? [{ ...create, to: createRelatedPath(tab, record.id, parent) }] : [];
  });
  const shown = query.isError ? [] : figures;
  if (!shown.length && !dial && !creates.length) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 4 }}>
        {shown.map((figure) => (
          <Figure
            key={figure.key}
            figure={figure}
            recordId={record.id}
            value={query.isSuccess ? (values.get(figure.key) ?? 0) : undefined}
          />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {dial && (
          <Button variant="contained" href={dial} startIcon={<PhoneIcon />}>
            Llamar
          </Button>
        )}
        {creates.map((create) => (
          <Button
            key={create.entity}
            variant="outlined"
            component={RouterLink}
            to={create.to}
            startIcon={<AddIcon />}
          >
            {create.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
