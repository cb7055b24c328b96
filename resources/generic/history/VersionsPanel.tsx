/**
 * The versions tab of a record with history (entity option `history`; a policy's
 * «Histórico»): each version with the day it takes effect, until when it was the one in
 * effect, its cause, who recorded it and when; then two versions chosen and compared field by
 * field (VersionCompare.tsx).
 */
import { useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { VersionSummary } from '../../../domain/engine/history';
import { formatDate, formatDateTime } from '../../../domain/engine/format';
import { entityByName } from '../../../domain/entities';
import { failureText, useComparison, useVersions } from './historyApi';
import { VersionCompare } from './VersionCompare';

/**
 * Until when it ruled (the last: «Actual», not a status's word: an annulled policy's last version
 * is in force as a version); one replaced on its own day by a later one never did.
 */
const untilText = (v: VersionSummary) =>
  v.valid_to === null
    ? 'Actual'
    : v.valid_to < v.effective_from
      ? 'No rigió (reemplazada ese día)'
      : formatDate(v.valid_to);

const COLUMNS = ['Versión', 'Rige desde', 'Hasta', 'Motivo', 'Registró', 'Cuándo'];

function VersionsTable({ versions }: { versions: VersionSummary[] }) {
  return (
    <Table size="small" aria-label="Versiones">
      <TableHead>
        <TableRow>
          {COLUMNS.map((label) => (
            <TableCell key={label} component="th" scope="col">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={v.version}>
            <TableCell>{v.version}</TableCell>
            <TableCell>{formatDate(v.effective_from)}</TableCell>
            <TableCell>{untilText(v)}</TableCell>
            <TableCell>{v.cause}</TableCell>
            <TableCell>{v.actor_name ?? 'Sistema'}</TableCell>
            <TableCell>{formatDateTime(v.recorded_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VersionPicker(props: {
  label: string;
  value: number;
  versions: VersionSummary[];
  onChange: (version: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      {props.versions.map((v) => (
        <MenuItem key={v.version} value={v.version}>
          Versión {v.version} ({formatDate(v.effective_from)})
        </MenuItem>
      ))}
    </TextField>
  );
}

function Comparison({
  resource,
  id,
  versions,
}: {
  resource: string;
  id: unknown;
  versions: VersionSummary[];
}) {
  const last = versions.at(-1)!.version;
  const [from, setFrom] = useState(Math.max(1, last - 1));
  const [to, setTo] = useState(last);
  const [pair, setPair] = useState<[number, number] | null>(null);
  const diff = useComparison(resource, id, pair);
  if (versions.length < 2)
    return (
      <Typography color="text.secondary">
        Hay una sola versión: cuando cambie, vas a poder comparar una con otra.
      </Typography>
    );
  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <VersionPicker label="Desde" value={from} versions={versions} onChange={setFrom} />
        <VersionPicker label="Hasta" value={to} versions={versions} onChange={setTo} />
        <Button variant="contained" onClick={() => setPair([from, to])}>
          Comparar
        </Button>
      </Stack>
      {pair && diff.isPending && <CircularProgress size={24} aria-label="Cargando" />}
      {pair && diff.isError && <Alert severity="error">{failureText(diff.error)}</Alert>}
      {pair && diff.data && <VersionCompare entity={entityByName(resource)} diff={diff.data} />}
    </Box>
  );
}

export default function VersionsPanel() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const versions = useVersions(resource, record?.id);
  if (!record) return null;
  if (versions.isPending) return <CircularProgress size={24} aria-label="Cargando" />;
  if (versions.isError) return <Alert severity="error">{failureText(versions.error)}</Alert>;
  if (!versions.data.length)
    return <Typography color="text.secondary">Todavía no hay versiones registradas.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <VersionsTable versions={versions.data} />
      <Box component="section" aria-label="Comparar versiones">
        <Typography variant="subtitle1" component="h3" fontWeight={600} gutterBottom>
          Comparar versiones
        </Typography>
        <Comparison resource={resource} id={record.id} versions={versions.data} />
      </Box>
    </Box>
  );
}
