/**
 * The autocomplete inside a ReferenceInput: options read as the target's record label, with
 * its qualifier when the declaration has one ("San Martín (Buenos Aires)"). The qualifiers'
 * names come in one getMany for the options on screen.
 */
import { useMemo } from 'react';
import { AutocompleteInput, useChoicesContext, useGetMany, type RaRecord } from 'react-admin';
import { displayValue } from '../../domain/display';
import { entityByName } from '../../domain/entities';
import { qualifiedLabel, type Entity } from '../../domain/entity';

interface ReferencePickerProps {
  target: Entity;
  label: string;
  isRequired?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** The entity and field that qualify `target`'s records, when it declares one. */
function qualifierOf(target: Entity) {
  const field = target.recordQualifier ? target.fields[target.recordQualifier] : undefined;
  return field?.kind === 'reference'
    ? { source: target.recordQualifier!, entity: entityByName(field.target) }
    : null;
}

export function useRecordText(target: Entity): (record: RaRecord | undefined) => string {
  const { allChoices = [] } = useChoicesContext();
  const qualifier = useMemo(() => qualifierOf(target), [target]);
  const ids = useMemo(
    () =>
      qualifier
        ? [...new Set(allChoices.map((c) => c[qualifier.source]).filter((id) => id != null))]
        : [],
    [allChoices, qualifier],
  );
  const { data: parents } = useGetMany(
    qualifier?.entity.name ?? target.name,
    { ids },
    { enabled: ids.length > 0 },
  );
  return (record) => {
    if (!record) return '';
    const name = displayValue(
      target.fields[target.recordLabel],
      record[target.recordLabel],
      record,
    );
    if (!qualifier) return name;
    const parent = parents?.find((p) => p.id === record[qualifier.source]);
    const parentLabel = qualifier.entity.recordLabel;
    return qualifiedLabel(
      name,
      parent
        ? displayValue(qualifier.entity.fields[parentLabel], parent[parentLabel], parent)
        : null,
    );
  };
}

export function ReferencePicker({ target, ...props }: ReferencePickerProps) {
  const optionText = useRecordText(target);
  return (
    <AutocompleteInput {...props} optionText={optionText} filterToQuery={(q: string) => ({ q })} />
  );
}
