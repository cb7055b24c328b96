/**
 * The list screen of any declared entity: search box, filters, sortable and selectable columns
 * (kept in browser storage by react-admin's store), CSV export and bulk delete.
 */
import { useMemo, type ReactElement } from 'react';
import {
  CreateButton,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectColumnsButton,
  TopToolbar,
  useTranslate,
  type Exporter,
  type Identifier,
} from 'react-admin';
import { filterFields, type Entity } from '../../domain/entity';
import { filterElement } from './fieldInputs';
import { DatePickerInput } from './DatePickerInput';
import { BulkDeleteWithReport } from './BulkDeleteWithReport';
import { isSortable } from '../../domain/fields';
import { FieldView, SystemFieldView, isNumericKind } from './fieldViews';
import { editPath, showPath, useEntity, useMayDo } from './useEntity';
import { exporterFor } from './exporter';

/**
 * Filter elements from the declaration. Each element carries `source` and `label` itself:
 * react-admin reads them for the "add filter" menu, `displayedFilters` and the remove button.
 */
function useFilters(entity: Entity): ReactElement[] {
  const translate = useTranslate();
  const filters: ReactElement[] = [];
  if (entity.search.length)
    filters.push(
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
    );
  for (const name of filterFields(entity)) {
    const field = entity.fields[name];
    if (field.kind === 'date' || field.kind === 'datetime') {
      for (const [bound, key] of [
        ['gte', 'app.list.from'],
        ['lte', 'app.list.to'],
      ] as const)
        filters.push(
          <DatePickerInput
            key={`${name}_${bound}`}
            source={`${name}_${bound}`}
            label={translate(key, { field: field.label })}
            asFilter
          />,
        );
    } else {
      filters.push(filterElement(name, field));
    }
  }
  return filters;
}

function ListActions({ hasFilters, exporter }: { hasFilters: boolean; exporter: Exporter }) {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      {hasFilters && <FilterButton />}
      {useMayDo('create') && <CreateButton />}
      <ExportButton maxResults={5000} exporter={exporter} />
    </TopToolbar>
  );
}

export default function GenericList() {
  const entity = useEntity();
  const filters = useFilters(entity);
  const exporter = useMemo(() => exporterFor(entity), [entity]);
  const mayDelete = useMayDo('delete');
  // A row opens what the user can do with it: the form when they may edit, otherwise the
  // record read-only (read-only entities, or a user without the edit permission).
  const rowPath = useMayDo('edit') ? editPath : showPath;
  return (
    <List
      filters={filters}
      sort={entity.sort}
      perPage={25}
      actions={
        <ListActions
          hasFilters={filters.length > (entity.search.length ? 1 : 0)}
          exporter={exporter}
        />
      }
      exporter={exporter}
    >
      <DatagridConfigurable
        rowClick={(id: Identifier) => rowPath(entity.name, id)}
        bulkActionButtons={mayDelete ? <BulkDeleteWithReport /> : false}
      >
        {entity.list.map((name) =>
          !(name in entity.fields) ? (
            <SystemFieldView key={name} source={name as 'id' | 'created_at' | 'updated_at'} />
          ) : (
            <FieldView
              key={name}
              source={name}
              label={entity.fields[name].label}
              field={entity.fields[name]}
              textAlign={isNumericKind(entity.fields[name]) ? 'right' : undefined}
              sortable={isSortable(entity.fields[name])}
            />
          ),
        )}
      </DatagridConfigurable>
    </List>
  );
}
