/**
 * Pickers of one referenced record or several, for forms and list filters. Options come from
 * the target's list, or from its labels route for a user who does not administer the target
 * (useReferenceResource.ts); either way the picker searches with `q`.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
} from 'react-admin';
import { entityByName } from '../../domain/entities';
import type { Field } from '../../domain/fields';
import { ReferencePicker } from './ReferencePicker';
import { labelOf, useReferenceResource } from './useReferenceResource';

interface ReferenceInputProps {
  name: string;
  field: Field;
  asFilter: boolean;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  isRequired?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
}

const toQuery = (q: string) => ({ q });

export function ReferenceChoiceInput({
  name,
  field,
  asFilter,
  alwaysOn,
  ...picker
}: ReferenceInputProps) {
  const target = entityByName(
    field.kind === 'reference' || field.kind === 'referenceList' ? field.target : '',
  );
  const { resource, labelsOnly } = useReferenceResource(target);
  const sort = { field: target.recordLabel, order: 'ASC' as const };
  const label = field.label;
  // A filter on a list of references picks one record ("news for this role").
  if (field.kind === 'reference' || asFilter)
    return (
      <ReferenceInput source={name} reference={resource} sort={sort} alwaysOn={alwaysOn}>
        {labelsOnly ? (
          <AutocompleteInput
            label={label}
            {...picker}
            optionText={labelOf}
            filterToQuery={toQuery}
          />
        ) : (
          <ReferencePicker target={target} label={label} {...picker} />
        )}
      </ReferenceInput>
    );
  return (
    <ReferenceArrayInput source={name} reference={resource} sort={sort} perPage={100}>
      <AutocompleteArrayInput
        label={label}
        {...picker}
        optionText={labelsOnly ? labelOf : target.recordLabel}
        filterToQuery={toQuery}
      />
    </ReferenceArrayInput>
  );
}
