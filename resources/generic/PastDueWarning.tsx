/**
 * Under a record's due field (entity `overdue`, domain/engine/overdue.ts): says, before saving, that a
 * new record, or one whose due value was changed, would be late at once. It does not stop the
 * save: staff log tasks after the fact.
 */
import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Entity } from '../../domain/engine/entity';
import { pastDueWarning } from '../../domain/engine/overdue';

export function PastDueWarning({ entity }: { entity: Entity }) {
  const values = useWatch();
  const record = useRecordContext();
  const stored = record?.id != null && record.id !== '' ? record : null;
  const message = pastDueWarning(entity, values, stored);
  return message ? (
    <Alert severity="warning" sx={{ py: 0, mb: 1 }}>
      {message}
    </Alert>
  ) : null;
}
