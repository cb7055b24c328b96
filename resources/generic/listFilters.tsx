/**
 * Filter elements from the declaration, for a list screen and for the related records on a
 * tab of a record's page. Each element carries `source` and `label` itself: react-admin reads
 * them for the "add filter" menu, `displayedFilters` and the remove button.
 */
import type { ReactElement } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import { filterFields, type Entity } from '../../domain/entity';
import { filterElement } from './fieldInputs';
import { DatePickerInput } from './DatePickerInput';

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
