/**
 * Edit is pessimistic: the server's answer (a 422 under the fields, or a 409 when someone else
 * saved first) arrives before the form is left, so no change is lost silently.
 */
import {
  DeleteButton,
  Edit,
  SaveButton,
  ShowButton,
  Toolbar,
  TopToolbar,
  ListButton,
} from 'react-admin';
import { EntityForm } from './EntityForm';
import { useEntity, useMayDo } from './useEntity';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {useMayDo('delete') && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);

export default function GenericEdit() {
  const entity = useEntity();
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
      <EntityForm entity={entity} toolbar={<EditToolbar />} />
    </Edit>
  );
}
