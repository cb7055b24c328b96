/**
 * `admin/sales-target/editor`: one year of one branch's targets, executives × months, in the
 * grid editor. Saving sends only the changed cells, each with the version it was read with; a
 * colleague's save in between makes the whole save a 409, shown with a way to load theirs.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import ListIcon from '@mui/icons-material/List';
import { HttpError, Title, useNotify } from 'react-admin';
import { branches } from '../../../domain/enums/branches';
import { months } from '../../../domain/enums/months';
import {
  SALES_TARGET_YEARS,
  salesTargetMetrics,
  type SalesTargetMetric,
} from '../../../domain/entities/salesTarget';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { cellKey, GridEditor } from '../../generic/GridEditor';
import { texts } from './texts';

interface GridCell {
  id: number | null;
  user_id: number;
  month: number;
  value: number | null;
  updated_at: string | null;
}
interface Grid {
  year: number;
  branch_id: number;
  metric: SalesTargetMetric;
  executives: { id: number; name: string }[];
  cells: GridCell[];
}

const editorUrl = () => `${apiV1()}/admin/sales-target/editor`;
const columns = months.options.map((m) => ({ id: m.id, label: m.label.slice(0, 3) }));
const years = Array.from(
  { length: SALES_TARGET_YEARS.max - SALES_TARGET_YEARS.min + 1 },
  (_, i) => SALES_TARGET_YEARS.min + i,
);

export default function SalesTargetEditor() {
  const notify = useNotify();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [branchId, setBranchId] = useState<number>(branches.options[0].id);
  const [metric, setMetric] = useState<SalesTargetMetric>('premium_target');
  const [edits, setEdits] = useState<Map<string, number | null>>(new Map());
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const decimals = salesTargetMetrics.find((m) => m.field === metric)!.decimals;
  const queryClient = useQueryClient();
  const queryKey = ['admin/sales-target/editor', year, branchId, metric];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const search = new URLSearchParams({
        year: String(year),
        branch_id: String(branchId),
        metric,
      });
      return (await apiRequest(`${editorUrl()}?${search}`, { hideMessage: true })).json as Grid;
    },
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const grid = query.data ?? null;
  const busy = saving || query.isFetching;

  const forget = () => {
    setEdits(new Map());
    setInvalid(new Set());
  };
  const reload = async () => {
    setProblem(null);
    await query.refetch();
    forget();
  };

  const stored = useMemo(
    () => new Map((grid?.cells ?? []).map((c) => [cellKey(c.user_id, c.month), c])),
    [grid],
  );
  const values = useMemo(() => {
    const all = new Map<string, number | null>();
    for (const [key, cell] of stored) all.set(key, cell.value);
    for (const [key, value] of edits) all.set(key, value);
    return all;
  }, [stored, edits]);
  const changed = useMemo(
    () =>
      new Set(
        [...edits]
          .filter(([key, value]) => (stored.get(key)?.value ?? null) !== value)
          .map(([k]) => k),
      ),
    [edits, stored],
  );
  const dirty = changed.size > 0 || invalid.size > 0;

  const save = async () => {
    setSaving(true);
    setProblem(null);
    const cells = [...changed].map((key) => {
      const [userId, month] = key.split(':').map(Number);
      const before = stored.get(key);
      return {
        id: before?.id ?? null,
        user_id: userId,
        month,
        value: edits.get(key) ?? null,
        updated_at: before?.updated_at ?? null,
      };
    });
    try {
      const answer = await apiRequest(editorUrl(), {
        method: 'PUT',
        body: { year, branch_id: branchId, metric, cells },
        hideMessage: true,
      });
      queryClient.setQueryData(queryKey, answer.json as Grid);
      forget();
      notify(texts.saved(cells.length), { type: 'success' });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      setProblem({
        text: status === 409 ? texts.stale : (error as Error).message,
        stale: status === 409,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={texts.title} />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={texts.year}
            value={year}
            disabled={dirty}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 110 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={texts.branch}
            value={branchId}
            disabled={dirty}
            onChange={(e) => setBranchId(Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            {branches.options.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.label}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={metric}
            disabled={dirty}
            aria-label={texts.metric}
            onChange={(_, value: SalesTargetMetric | null) => value && setMetric(value)}
          >
            {salesTargetMetrics.map((m) => (
              <ToggleButton key={m.field} value={m.field}>
                {m.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flex: 1 }} />
          <Button component={Link} to="/admin/sales-target" startIcon={<ListIcon />}>
            {texts.list}
          </Button>
          <Button startIcon={<UndoIcon />} disabled={!dirty || busy} onClick={forget}>
            {texts.discard}
          </Button>
          <Button
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} /> : <SaveIcon />}
            disabled={!changed.size || invalid.size > 0 || busy}
            onClick={save}
          >
            {texts.save(changed.size)}
          </Button>
        </Box>
        {dirty && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {invalid.size ? texts.invalid : texts.dirty}
          </Typography>
        )}
        {query.error && <Alert severity="error">{(query.error as Error).message}</Alert>}
        {problem && (
          <Alert
            severity={problem.stale ? 'warning' : 'error'}
            sx={{ mb: 2 }}
            action={
              problem.stale && (
                <Button color="inherit" size="small" onClick={reload}>
                  {texts.reload}
                </Button>
              )
            }
          >
            {problem.text}
          </Alert>
        )}
        {grid && !grid.executives.length && <Alert severity="info">{texts.noExecutives}</Alert>}
        {grid && grid.executives.length > 0 && (
          <GridEditor
            key={`${grid.year}.${grid.branch_id}.${grid.metric}`}
            label={texts.gridLabel(year, branches.options.find((b) => b.id === branchId)!.label)}
            rowHeading={texts.executive}
            totalLabel={texts.total}
            rows={grid.executives.map((e) => ({ id: e.id, label: e.name }))}
            columns={columns}
            values={values}
            changed={changed}
            decimals={decimals}
            readOnly={busy}
            onChange={(key, value, valid) => {
              setEdits((old) => new Map(old).set(key, value));
              setInvalid((old) => {
                const next = new Set(old);
                if (valid) next.delete(key);
                else next.add(key);
                return next;
              });
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
