/** The list columns of a declaration, shared by list screens and a parent's child blocks. */
import type { Entity } from '../../domain/engine/entity';
import { isSortable } from '../../domain/engine/fields';
import { isCopyable } from '../../domain/engine/copyable';
import { CopyableFieldView } from './CopyButton';
import { FieldView, SystemFieldView, isNumericKind } from './fieldViews';
import { OverdueFieldView } from './OverdueFieldView';

/**
 * One column per entry of the declaration's `list` (or of `columns`, a named list's own),
 * leaving out `omit` (the parent's reference).
 */
export function entityColumns(entity: Entity, omit?: string, columns?: readonly string[]) {
  return (columns ?? entity.list)
    .filter((name) => name !== omit)
    .map((name) => {
      if (!(name in entity.fields))
        return <SystemFieldView key={name} source={name as 'id' | 'created_at' | 'updated_at'} />;
      // The due value of a record that can be late flags it (domain/engine/overdue.ts).
      if (entity.overdue?.field === name)
        return (
          <OverdueFieldView
            key={name}
            entity={entity}
            source={name}
            label={entity.fields[name].label}
            field={entity.fields[name]}
            sortable={isSortable(entity.fields[name])}
          />
        );
      const View = isCopyable(name, entity.fields[name]) ? CopyableFieldView : FieldView;
      return (
        <View
          key={name}
          source={name}
          label={entity.fields[name].label}
          field={entity.fields[name]}
          textAlign={isNumericKind(entity.fields[name]) ? 'right' : undefined}
          sortable={isSortable(entity.fields[name])}
        />
      );
    });
}
