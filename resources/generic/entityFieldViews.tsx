/** A record's fields as read-only views, for its page, its "Datos" tab and the side panel. */
import type { Entity } from '../../domain/entity';
import { isCopyable } from '../../domain/copyable';
import { CopyableFieldView } from './CopyButton';
import { FieldView, SystemFieldView } from './fieldViews';

/** Every declared field, then when the record was created and last changed. */
export function entityFieldViews(entity: Entity) {
  return [
    ...Object.entries(entity.fields)
      .filter(([, field]) => field.kind !== 'password')
      .map(([name, field]) => {
        const View = isCopyable(name, field) ? CopyableFieldView : FieldView;
        return <View key={name} source={name} label={field.label} field={field} />;
      }),
    <SystemFieldView key="created_at" source="created_at" />,
    <SystemFieldView key="updated_at" source="updated_at" />,
  ];
}
