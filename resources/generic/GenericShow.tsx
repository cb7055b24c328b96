import {
  Button,
  LinkBase,
  ListButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { isLocked, type Entity } from '../../domain/engine/entity';
import { DetailTabs, useDetailTabs } from './DetailTabs';
import { StatusActions } from './StatusActions';
import { RecordActions } from './recordActions';
import { DuplicateReviewPanel } from './DuplicateReviewPanel';
import { entityFieldViews, RecordFields } from './entityFieldViews';
import { CardContent } from '@mui/material';
import { editPath, useEntity, useMayDo } from './useEntity';

/**
 * "Editar" to the spec's `/{resource}/{id}/edit`: react-admin's EditButton links
 * `/{resource}/{id}`, which on a record with tabs is this very page.
 */
function EditPageButton({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  // A locked record (a primary role, a converted lead) is changed by nobody.
  if (!record || isLocked(entity, record)) return null;
  return (
    <Button component={LinkBase} label="ra.action.edit" to={editPath(entity.name, record.id)}>
      <EditIcon />
    </Button>
  );
}

/** "Abrir en el asistente": the wizard that edits the record (entity option `wizard`). */
function WizardButton({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const link = record && entity.wizard?.link(record);
  if (!link || !entity.wizard) return null;
  return (
    <Button component={LinkBase} label={entity.wizard.label} to={link}>
      <AutoFixHighIcon />
    </Button>
  );
}

function ShowActions({ entity }: { entity: Entity }) {
  const mayEdit = useMayDo('edit');
  return (
    // Many status moves wrap onto a second line instead of widening the page (the layout
    // sizes itself to its content: zero width, then the whole row).
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5, width: 0, minWidth: '100%' }}>
      <StatusActions entity={entity} />
      <RecordActions entity={entity} />
      {mayEdit && <WizardButton entity={entity} />}
      <ListButton />
      {mayEdit && <EditPageButton entity={entity} />}
    </TopToolbar>
  );
}

/** Every declared field, then when the record was created and last changed. */
export function EntityShowLayout({ entity }: { entity: Entity }) {
  return <SimpleShowLayout>{entityFieldViews(entity)}</SimpleShowLayout>;
}

export default function GenericShow() {
  const entity = useEntity();
  const tabs = useDetailTabs(entity);
  return (
    <Show actions={<ShowActions entity={entity} />}>
      {entity.duplicateReview && <DuplicateReviewPanel entity={entity} />}
      {tabs.length || entity.panels.length ? (
        <DetailTabs entity={entity} tabs={tabs} />
      ) : entity.statusMachine ? (
        // A record page without tabs (a lead): its fields laid out as the "Datos" tab does.
        <CardContent>
          <RecordFields entity={entity} />
        </CardContent>
      ) : (
        <EntityShowLayout entity={entity} />
      )}
    </Show>
  );
}
