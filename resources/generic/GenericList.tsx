/**
 * The list screen of any declared entity: search box, filters, sortable and selectable columns
 * (kept in browser storage by react-admin's store), CSV export and bulk delete.
 */
import { useMemo, type ReactElement } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DateInput,
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
import { FieldInput } from './fieldInputs';
import { isSortable } from '../../domain/fields';
import { FieldView, SystemFieldView, isNumericKind } from './fieldViews';
import { editPath, showPath, useEntity, useMayDo } from './useEntity';
import { exporterFor } from './exporter';

function useFilters(entity: Entity): ReactElement[] {
  const translate = useTranslate();
  const filters: ReactElement[] = [];
  if (entity.search.length)
    filters.push(
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
    );
  for (const name of filterFields(entity)) {
    const field = entity.fields[name];
    if (field.kind === 'date') {
      filters.push(
        <DateInput
          key={`${name}_gte`}
          source={`${name}_gte`}
          label={translate('app.list.from', { field: field.label })}
        />,
      );
      filters.push(
        <DateInput
          key={`${name}_lte`}
          source={`${name}_lte`}
          label={translate('app.list.to', { field: field.label })}
        />,
      );
    } else {
      filters.push(<FieldInput key={name} name={name} field={field} asFilter />);
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
        rowClick={(id: Identifier) => (entity.readOnly ? showPath : editPath)(entity.name, id)}
        bulkActionButtons={mayDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
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
