/**
 * The due value of a record that may be late (entity option `overdue`, domain/engine/overdue.ts): once
 * it is, the value shows in the error colour with a warning icon and the entity's word for it
 * ("Vencida"), written out rather than only coloured, so it is read aloud and seen without colour.
 */
import { FunctionField, type RaRecord } from 'react-admin';
import { Box } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import { displayValue } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { isOverdue, overdueLabel } from '../../domain/engine/overdue';
import type { FieldViewProps } from './fieldViews';

export function OverdueValue({ entity, record }: { entity: Entity; record: RaRecord }) {
  const name = entity.overdue!.field;
  const text = displayValue(entity.fields[name], record[name], record);
  if (!isOverdue(entity, record)) return <>{text}</>;
  return (
    <Box
      component="span"
      sx={{
        color: 'error.main',
        fontWeight: 500,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        whiteSpace: 'nowrap',
      }}
    >
      <WarningIcon fontSize="inherit" aria-hidden sx={{ fontSize: '1.1em' }} />
      {text}
      <Box component="span" sx={{ fontSize: '0.75rem', textTransform: 'uppercase' }}>
        {overdueLabel(entity)}
      </Box>
    </Box>
  );
}

/** A list column of the entity's `overdue` field (entityColumns picks it for that field). */
export function OverdueFieldView({ entity, source }: FieldViewProps & { entity: Entity }) {
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => <OverdueValue entity={entity} record={record} />}
    />
  );
}
