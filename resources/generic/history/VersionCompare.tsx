/**
 * What changed from one version to another (GET …/versions/compare): the record's fields with
 * their Spanish labels, before and after, then each part's rows added, removed or changed,
 * each value read as on every other screen (HistoryValue.tsx).
 */
import { Fragment } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Entity } from '../../../domain/engine/entity';
import { displayValue } from '../../../domain/engine/display';
import { entityByName } from '../../../domain/entities';
import type { FieldChange, PartDiff, PartRowChange } from '../../../domain/engine/versionDiff';
import type { CompareAnswer } from './historyApi';
import { HistoryValue } from './HistoryValue';

const KIND_LABELS: Record<PartRowChange['kind'], string> = {
  added: 'Se agregó',
  removed: 'Se quitó',
  changed: 'Cambió',
};

const Head = ({ first }: { first?: string[] }) => (
  <TableHead>
    <TableRow>
      {[...(first ?? []), 'Campo', 'Antes', 'Después'].map((label) => (
        <TableCell key={label} component="th" scope="col">
          {label}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

function ChangeCells({ entity, change }: { entity: Entity; change: FieldChange }) {
  const field = entity.fields[change.field];
  return (
    <>
      <TableCell component="th" scope="row">
        {change.label}
      </TableCell>
      <TableCell>
        <HistoryValue name={change.field} field={field} value={change.before} />
      </TableCell>
      <TableCell>
        <HistoryValue name={change.field} field={field} value={change.after} />
      </TableCell>
    </>
  );
}

/** A part's row named as its list names it: «Cuota 3», «Persona de la póliza: Gómez, Ana». */
function rowName(part: Entity, row: PartRowChange) {
  const record = row.after ?? row.before ?? {};
  const name = displayValue(part.fields[part.recordLabel], record[part.recordLabel], record);
  return part.fields[part.recordLabel]?.kind === 'integer'
    ? `${part.label.one} ${name}`
    : `${part.label.one}: ${name || '—'}`;
}

function PartChanges({ diff }: { diff: PartDiff }) {
  const part = entityByName(diff.entity);
  return (
    <Box component="section" aria-label={diff.label} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h4" fontWeight={600}>
        {diff.label}
      </Typography>
      <Table size="small" aria-label={`Cambios en ${diff.label.toLowerCase()}`}>
        <Head first={['Registro', 'Cambio']} />
        <TableBody>
          {diff.rows.map((row) => (
            <Fragment key={row.id}>
              {row.fields.map((change, n) => (
                <TableRow key={change.field}>
                  {n === 0 && (
                    <>
                      <TableCell rowSpan={row.fields.length}>{rowName(part, row)}</TableCell>
                      <TableCell rowSpan={row.fields.length}>{KIND_LABELS[row.kind]}</TableCell>
                    </>
                  )}
                  <ChangeCells entity={part} change={change} />
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function VersionCompare({ entity, diff }: { entity: Entity; diff: CompareAnswer }) {
  const nothing = !diff.fields.length && !diff.parts.length;
  return (
    <Box data-testid="version-compare">
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        De la versión {diff.from.version} ({diff.from.cause}) a la {diff.to.version} (
        {diff.to.cause})
      </Typography>
      {nothing && (
        <Typography color="text.secondary">No hay diferencias entre estas versiones.</Typography>
      )}
      {diff.fields.length > 0 && (
        <Table size="small" aria-label={`Cambios en ${entity.label.one.toLowerCase()}`}>
          <Head />
          <TableBody>
            {diff.fields.map((change) => (
              <TableRow key={change.field}>
                <ChangeCells entity={entity} change={change} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {diff.parts.map((part) => (
        <PartChanges key={part.entity} diff={part} />
      ))}
    </Box>
  );
}
