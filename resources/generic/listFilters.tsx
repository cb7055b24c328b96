/**
 * Filter elements from the declaration, for a list screen and for the related records on a
 * tab of a record's page. Each element carries `source` and `label` itself: react-admin reads
 * them for the "add filter" menu, `displayedFilters` and the remove button.
 */
import type { ReactElement } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import { filterFields, type Entity } from '../../domain/engine/entity';
import type { Field } from '../../domain/engine/fields';
import { FieldInput } from './fieldInputs';
import { DatePickerInput } from './DatePickerInput';

/**
 * A list filter. react-admin reads `source`, `label` and `alwaysOn` from the filter elements
 * themselves (the "add filter" menu, `displayedFilters`, the remove button), so they are props
 * of this element, not only of the input it renders. The props react-admin adds when it clones
 * the element (size, resource, record) are not needed.
 */
function FilterInput({
  field,
  source,
  size,
}: {
  source: string;
  label: string;
  field: Field;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
}) {
  return <FieldInput name={source} field={field} size={size} asFilter />;
}

/** The filter element for one declared field (see `FilterInput`). */
const filterElement = (name: string, field: Field, alwaysOn?: boolean): ReactElement => (
  <FilterInput key={name} source={name} label={field.label} field={field} alwaysOn={alwaysOn} />
);

/** `except`: fields the list is already narrowed by (a tab's link, a named list's filter). */
export function useFilters(entity: Entity, except?: string | readonly string[]): ReactElement[] {
  const left = ([] as string[]).concat(except ?? []);
  const translate = useTranslate();
  const filters: ReactElement[] = [];
  if (entity.search.length)
    filters.push(
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
    );
  for (const name of filterFields(entity)) {
    if (left.includes(name)) continue;
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
