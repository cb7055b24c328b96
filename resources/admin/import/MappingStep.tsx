/**
 * Step 2: each column of the file with its first values and the field it fills, chosen among
 * the entity's importable fields by their Spanish names (pre-chosen by the server when the
 * header matches a name). Required fields must be chosen; the server checks the same rules.
 */
import { useMemo, useState } from 'react';
import type { HttpError } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { mappingProblems, type ColumnMapping } from '../../../domain/imports';
import { startImport, type ImportRecord, type MappingInfo } from './api';
import { texts } from './texts';

const SKIP = '';

export function MappingStep({
  record,
  info,
  onStarted,
  onCancel,
}: {
  record: ImportRecord;
  info: MappingInfo;
  onStarted: (record: ImportRecord) => void;
  onCancel: () => void;
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(info.mapping);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  const problems = useMemo(
    () => mappingProblems(mapping, info.columns, info.fields),
    [mapping, info],
  );
  const labelOf = (name: string) => info.fields.find((f) => f.name === name)?.label ?? name;
  const used = new Set(mapping.filter(Boolean));

  const choose = (column: number, value: string) => {
    setServerProblems([]);
    setMapping((m) => m.map((v, i) => (i === column ? value || null : v)));
  };
  const start = async () => {
    setStarting(true);
    try {
      onStarted(await startImport(record.id, mapping));
    } catch (error) {
      const body = (error as HttpError).body as { errors?: { mapping?: string } } | undefined;
      setServerProblems([body?.errors?.mapping ?? (error as Error).message]);
      setStarting(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {texts.mapping.title}
          </Typography>
          <Typography color="text.secondary">
            {texts.mapping.hint(record.rows_total ?? 0)}
          </Typography>
          <Typography variant="body2">
            {texts.mapping.required}{' '}
            {info.fields
              .filter((f) => f.required)
              .map((f) => `${f.label} ${used.has(f.name) ? '✓' : '✗'}`)
              .join(' · ')}
          </Typography>
          {info.match_by.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {texts.mapping.matchBy(info.match_by.map((name) => `«${labelOf(name)}»`).join(' y '))}
            </Typography>
          )}
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={texts.mapping.preview}>
              <TableHead>
                <TableRow>
                  {info.columns.map((column, i) => (
                    <TableCell key={i} sx={{ minWidth: 180, verticalAlign: 'top' }}>
                      <Typography variant="subtitle2" component="div" sx={{ mb: 1 }}>
                        {column}
                      </Typography>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label={texts.mapping.field}
                        value={mapping[i] ?? SKIP}
                        onChange={(e) => choose(i, e.target.value)}
                        slotProps={{
                          // The column names the picker: "Campo: Fecha" (the visible label
                          // alone would name every column's picker "Campo").
                          // "No importar" is the empty choice: show it, label above it.
                          inputLabel: { shrink: true },
                          select: {
                            displayEmpty: true,
                            SelectDisplayProps: {
                              'aria-label': `${texts.mapping.field}: ${column}`,
                              'aria-labelledby': undefined,
                            },
                          },
                        }}
                      >
                        <MenuItem value={SKIP}>
                          <em>{texts.mapping.skip}</em>
                        </MenuItem>
                        {info.fields.map((f) => (
                          <MenuItem key={f.name} value={f.name}>
                            {f.label}
                            {f.required ? ' *' : ''}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {info.preview.map((row, r) => (
                  <TableRow key={r}>
                    {info.columns.map((_, i) => (
                      <TableCell
                        key={i}
                        sx={{ color: mapping[i] ? 'text.primary' : 'text.disabled' }}
                      >
                        {row[i]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {[...new Set([...problems, ...serverProblems])].map((p) => (
            <Alert key={p} severity="warning">
              {p}
            </Alert>
          ))}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              disabled={problems.length > 0 || starting}
              onClick={start}
            >
              {starting ? texts.mapping.starting : texts.mapping.start}
            </Button>
            <Button color="error" onClick={onCancel} disabled={starting}>
              {texts.mapping.cancel}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
