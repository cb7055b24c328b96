import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { Entity } from '../../domain/entity';
import { DetailTabs, useDetailTabs } from './DetailTabs';
import { StatusActions } from './StatusActions';
import { RecordActions } from './recordActions';
import { entityFieldViews, RecordFields } from './entityFieldViews';
import { CardContent } from '@mui/material';
import { useEntity, useMayDo } from './useEntity';

function ShowActions({ entity }: { entity: Entity }) {
  const mayEdit = useMayDo('edit');
  return (
    <TopToolbar>
      <StatusActions entity={entity} />
      <RecordActions entity={entity} />
      <ListButton />
      {mayEdit && <EditButton />}
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
