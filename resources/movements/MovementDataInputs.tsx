/**
 * The news flow's data step shows only what the chosen type asks (domain/movements/movementKinds.ts
 * DATA_FIELDS): the new validity, the new number, the items added or excluded, and always what
 * changes in words. The server checks the same list.
 */
import { Box, Typography } from '@mui/material';
import { dataForm } from '../../domain/movements/movementForms';
import { DATA_FIELDS, movementCodeOf } from '../../domain/movements/movementKinds';
import { FieldInput } from '../generic/fieldInputs';

export const DATA_INPUTS = Object.keys(dataForm.fields);

export function MovementDataInputs({ steps }: { steps: Record<string, Record<string, unknown>> }) {
  const code = movementCodeOf(steps.motive?.movement_type);
  if (!code)
    return <Typography color="text.secondary">Elegí primero el tipo de endoso.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {DATA_FIELDS[code].map((name) => (
        <FieldInput key={name} name={name} field={dataForm.fields[name]} />
      ))}
    </Box>
  );
}
