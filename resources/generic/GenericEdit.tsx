/**
 * Edit is pessimistic: the server's answer (a 422 under the fields, or a 409 when someone else
 * saved first) arrives before the form is left, so no change is lost silently. A locked record
 * (a primary role) opens read-only, with the reason, and offers no save or delete.
 */
import type { ReactNode } from 'react';
import { DeleteButton, Edit, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { Alert } from '@mui/material';
import { deletable, isLocked } from '../../domain/engine/entity';
import { EntityListButton } from './EntityListButton';
import { EntityForm, FormToolbar, stickyToolbarCard } from './EntityForm';
import { EntityShowLayout } from './GenericShow';
import { useEntity, useMayDo } from './useEntity';
import { recordPageTitle } from './RecordPageTitle';

const EditActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    {children}
    <EntityListButton />
    <ShowButton />
  </TopToolbar>
);

function EditToolbar() {
  // A singleton's one record (the organization's settings) is changed, never deleted.
  const entity = useEntity();
  const mayDelete = useMayDo('delete') && deletable(entity);
  return <FormToolbar>{mayDelete && <DeleteButton mutationMode="pessimistic" />}</FormToolbar>;
}

/** A locked record (a primary role) is shown read-only, with the reason, instead of a form. */
function FormOrLocked() {
  const entity = useEntity();
  const record = useRecordContext();
  if (!isLocked(entity, record))
    return <EntityForm entity={entity} purpose="update" toolbar={<EditToolbar />} />;
  return (
    <>
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {entity.locked!.message}
      </Alert>
      <EntityShowLayout entity={entity} />
    </>
  );
}

/**
 * The generated edit screen. `actions` adds buttons beside the list and show buttons, `header`
 * goes above the form (sub-view tabs), and `body` replaces the form (a sub-view).
 */
export function EntityEdit({
  actions,
  header,
  body,
}: {
  actions?: ReactNode;
  header?: ReactNode;
  body?: ReactNode;
}) {
  const entity = useEntity();
  return (
    <Edit
      title={recordPageTitle(entity, 'edit')}
      mutationMode="pessimistic"
      actions={<EditActions>{actions}</EditActions>}
      redirect={false}
      sx={stickyToolbarCard}
    >
      {header}
      {body ?? <FormOrLocked />}
    </Edit>
  );
}

export default function GenericEdit() {
  return <EntityEdit />;
}
