/**
 * One audit row: who, what and when, then the change as a table of fields with their Spanish
 * labels and their values before and after, formatted as on every other screen (enumerations
 * by label, references by name, secrets as the server hid them).
 */
import { ListButton, Show, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { audit } from '../../../domain/entities/audit';
import { auditActions } from '../../../domain/entities/audit';
import { optionById } from '../../../domain/engine/defineEnum';
import { formatDateTime } from '../../../domain/engine/format';
import type { Field } from '../../../domain/engine/fields';
import { AuditUser, RecordName } from './RecordName';
import { UndoMergeButton } from './UndoMergeButton';
import {
  changeRows,
  formatChangeValue,
  actionCode,
  nameInChanges,
  recordSection,
  sectionLabel,
} from './auditChanges';

/** A value, naming referenced records; an empty side of the change reads "—". */
function ChangeValue({ field, value }: { field?: Field; value: unknown }) {
  if (field?.kind === 'reference' && value !== null && value !== undefined && value !== '')
    return <RecordName target={field.target} id={value} />;
  if (field?.kind === 'referenceList' && Array.isArray(value) && value.length)
    return (
      <>
        {value.map((id, i) => (
          <span key={String(id)}>
            {i > 0 && ', '}
            <RecordName target={field.target} id={id} />
          </span>
        ))}
      </>
    );
  return <>{formatChangeValue(field, value)}</>;
}

function Summary({ record }: { record: RaRecord }) {
  const action = actionCode(record);
  const entity = recordSection(record.resource);
  const named = nameInChanges(record.resource, action, record.changes);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, mb: 3 }}>
      <Typography color="text.secondary">Quién</Typography>
      <Typography>
        <AuditUser id={record.user_id} />
      </Typography>
      <Typography color="text.secondary">Qué</Typography>
      <Typography>
        {optionById(auditActions, Number(record.action))?.label ?? '—'} de{' '}
        {sectionLabel(record.resource)}
        {': '}
        <strong>
          {named ??
            (entity ? <RecordName target={entity.name} id={record.record_id} /> : record.record_id)}
        </strong>
      </Typography>
      <Typography color="text.secondary">Cuándo</Typography>
      <Typography>{formatDateTime(record.created_at)}</Typography>
    </Box>
  );
}

function AuditDetail() {
  const record = useRecordContext();
  if (!record) return null;
  const action = actionCode(record);
  const rows = changeRows(record.resource, action, record.changes);
  return (
    <Card>
      <CardContent>
        <Summary record={record} />
        <Typography variant="h6" component="h2" gutterBottom>
          Cambios
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">No se registraron cambios de datos.</Typography>
        ) : (
          <Table size="small" aria-label="Cambios campo por campo">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Campo
                </TableCell>
                {action !== 'create' && (
                  <TableCell component="th" scope="col">
                    Antes
                  </TableCell>
                )}
                {action !== 'delete' && (
                  <TableCell component="th" scope="col">
                    {action === 'create' ? 'Valor' : 'Después'}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.name}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {action !== 'create' && (
                    <TableCell>
                      <ChangeValue field={row.field} value={row.before} />
                    </TableCell>
                  )}
                  {action !== 'delete' && (
                    <TableCell>
                      <ChangeValue field={row.field} value={row.after} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export default function AuditShow() {
  return (
    <Show
      resource={audit.name}
      actions={
        <TopToolbar>
          <UndoMergeButton />
          <ListButton />
        </TopToolbar>
      }
      component="div"
      title="Detalle del cambio"
    >
      <AuditDetail />
    </Show>
  );
}
