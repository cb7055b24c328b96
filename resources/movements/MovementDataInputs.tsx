/**
 * The news flow's data step shows only what the chosen type (and a modification's motive) asks
 * (domain/movements/movementKinds.ts `dataFieldsOf`): the new validity, the new number, the
 * items added or excluded, the new sum, coverage or province of a change that is quoted again,
 * and always what changes in words. The server checks the same list. The new coverage is
 * offered among the policy's branch's, for whoever may list the coverages (others pick among
 * all, named with their branch; the server refuses another branch's).
 */
import { useGetList } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { canAccess } from '../../domain/routes';
import { useAccess } from '../../src/access';
import { dataForm } from '../../domain/movements/movementForms';
import { dataFieldsOf, movementCodeOf } from '../../domain/movements/movementKinds';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { FieldInput } from '../generic/fieldInputs';

export const DATA_INPUTS = Object.keys(dataForm.fields);

/** The coverages of the policy's branch, when the user may list them. */
function useBranchCoverages(branchId: number, wanted: boolean) {
  const listed = canAccess(useAccess(), 'coverage', 'list');
  const { data } = useGetList(
    'coverage',
    { filter: { branch_id: branchId, active: true }, pagination: { page: 1, perPage: 200 } },
    { enabled: wanted && listed },
  );
  return data?.map((row) => Number(row.id));
}

export function MovementDataInputs({
  steps,
  branchId,
}: {
  steps: Record<string, Record<string, unknown>>;
  branchId: number;
}) {
  const motive = steps.motive ?? {};
  const fields = dataFieldsOf(motive);
  const coverages = useBranchCoverages(branchId, fields.includes('new_coverage_id'));
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
      {fields.map((name) => (
        <FieldInput
          key={name}
          name={name}
          field={dataForm.fields[name]}
          onlyIds={name === 'new_coverage_id' ? coverages : undefined}
        />
      ))}
    </Box>
  );
}
