import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { Entity } from '../../domain/entity';
import { DetailTabs, useDetailTabs } from './DetailTabs';
import { entityFieldViews } from './entityFieldViews';
import { useEntity, useMayDo } from './useEntity';

function ShowActions() {
  const mayEdit = useMayDo('edit');
  return (
    <TopToolbar>
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
    <Show actions={<ShowActions />}>
      {tabs.length ? (
        <DetailTabs entity={entity} tabs={tabs} />
      ) : (
        <EntityShowLayout entity={entity} />
      )}
    </Show>
  );
}
