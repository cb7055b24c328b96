import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { Entity } from '../../domain/entity';
import { isCopyable } from '../../domain/copyable';
import { ChildRecords } from './ChildRecords';
import { CopyableFieldView } from './CopyButton';
import { FieldView, SystemFieldView } from './fieldViews';
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
  return (
    <SimpleShowLayout>
      {Object.entries(entity.fields)
        .filter(([, field]) => field.kind !== 'password')
        .map(([name, field]) => {
          const View = isCopyable(name, field) ? CopyableFieldView : FieldView;
          return <View key={name} source={name} label={field.label} field={field} />;
        })}
      <SystemFieldView source="created_at" />
      <SystemFieldView source="updated_at" />
    </SimpleShowLayout>
  );
}

export default function GenericShow() {
  const entity = useEntity();
  return (
    <Show actions={<ShowActions />}>
      <EntityShowLayout entity={entity} />
      <ChildRecords entity={entity} />
    </Show>
  );
}
