/**
 * The news flow's data step shows only what the chosen type (and a modification's motive) asks
 * (domain/movements/movementKinds.ts `dataFieldsOf`): the new validity, the new number, the
 * items added or excluded, the new sum, coverage or province of a change that is quoted again,
 * and always what changes in words. The server checks the same list.
 */
import { Alert, Box, Typography } from '@mui/material';
import { dataForm } from '../../domain/movements/movementForms';
import { dataFieldsOf, movementCodeOf } from '../../domain/movements/movementKinds';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { FieldInput } from '../generic/fieldInputs';

export const DATA_INPUTS = Object.keys(dataForm.fields);

export function MovementDataInputs({ steps }: { steps: Record<string, Record<string, unknown>> }) {
  const motive = steps.motive ?? {};
  if (!movementCodeOf(motive.movement_type))
    return <Typography color="text.secondary">Elegí primero el tipo de endoso.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: '1 / -1' }}>
      {needsNewPrices(motive) && (
        <Alert severity="info">
          Este cambio modifica lo que cotiza la compañía: con estos datos lo cotizamos en el paso
          siguiente y vas a ver el premio nuevo antes de pedirlo.
        </Alert>
      )}
      {dataFieldsOf(motive).map((name) => (
        <FieldInput key={name} name={name} field={dataForm.fields[name]} />
      ))}
    </Box>
  );
}
