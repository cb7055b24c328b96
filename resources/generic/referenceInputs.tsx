/**
 * Pickers of one referenced record or several, for forms and list filters. Options come from
 * the target's list, or from its labels route for a user who does not administer the target
 * (useReferenceResource.ts); either way the picker searches with `q`.
 */
import { useEffect, useRef, type JSX } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useSourceContext,
} from 'react-admin';
import { entityByName } from '../../domain/entities';
import type { Field, ReferenceField } from '../../domain/engine/fields';
import { offeredFilter } from '../../domain/engine/offered';
import { ReferencePicker } from './ReferencePicker';
import { labelOf, useReferenceResource } from './useReferenceResource';
import { mayAccess } from './useEntity';
import { useAccess } from '../../src/access';

interface ReferenceInputProps {
  name: string;
  field: Field;
  asFilter: boolean;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  isRequired?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
  onlyIds?: readonly number[];
}

const toQuery = (q: string) => ({ q });

export function ReferenceChoiceInput({
  name,
  field,
  asFilter,
  alwaysOn,
  onlyIds,
  ...picker
}: ReferenceInputProps) {
  const target = entityByName(
    field.kind === 'reference' || field.kind === 'referenceList' || field.kind === 'memberList'
      ? field.target
      : '',
  );
  const { resource, labelsOnly } = useReferenceResource(target);
  const sort = { field: target.recordLabel, order: 'ASC' as const };
  const label = field.label;
  // A form offers only the records still in use; a list filter finds the retired ones too.
  const offered = asFilter ? {} : offeredFilter(target);
  if (field.kind === 'reference' && field.dependsOn && !asFilter)
    return (
      <CascadeInput name={name} field={field} resource={resource} labelsOnly={labelsOnly}>
        {(filter, waiting) => (
          <ReferenceInput
            source={name}
            reference={resource}
            sort={sort}
            filter={{ ...filter, ...offered }}
          >
            {labelsOnly ? (
              <AutocompleteInput
                label={label}
                {...picker}
                disabled={waiting}
                helperText={waiting ? waitingText(field) : picker.helperText}
                optionText={labelOf}
                filterToQuery={toQuery}
              />
            ) : (
              <ReferencePicker
                target={target}
                label={label}
                {...picker}
                disabled={waiting}
                helperText={waiting ? waitingText(field) : picker.helperText}
              />
            )}
          </ReferenceInput>
        )}
      </CascadeInput>
    );
  // A filter on a list of references picks one record ("news for this role").
  if (field.kind === 'reference' || asFilter)
    return (
      <ReferenceInput
        source={name}
        reference={resource}
        sort={sort}
        alwaysOn={alwaysOn}
        filter={onlyIds ? { ...offered, id: onlyIds } : offered}
      >
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
    <ReferenceArrayInput
      source={name}
      reference={resource}
      sort={sort}
      perPage={100}
      filter={offered}
    >
      <AutocompleteArrayInput
        label={label}
        {...picker}
        optionText={labelsOnly ? labelOf : target.recordLabel}
        filterToQuery={toQuery}
      />
    </ReferenceArrayInput>
  );
}

/**
 * A member list (a group's clients): the records that cite this one, chosen here and moved by
 * their own update on save, so only for who may edit them; others see them on the record's page.
 */
export function MemberListInput({
  name,
  field,
  helperText,
  fullWidth,
}: {
  name: string;
  field: Field;
  helperText?: string | false;
  fullWidth?: boolean;
}) {
  const permissions = useAccess();
  const target = entityByName(field.kind === 'memberList' ? field.target : '');
  if (!mayAccess(permissions, target, 'edit')) return null;
  return (
    <ReferenceChoiceInput
      name={name}
      field={field}
      asFilter={false}
      helperText={helperText}
      fullWidth={fullWidth}
    />
  );
}

const waitingText = (field: ReferenceField) =>
  `Elegí primero: ${field.dependsOn ? dependsOnLabel(field) : ''}`;

function dependsOnLabel(field: ReferenceField): string {
  const target = entityByName(field.target);
  return target.fields[field.dependsOn!.via]?.label ?? field.dependsOn!.field;
}

interface CascadeProps {
  name: string;
  field: ReferenceField;
  resource: string;
  labelsOnly: boolean;
  children: (filter: Record<string, unknown>, waiting: boolean) => JSX.Element;
}

interface CascadeValues {
  upstream: unknown;
  own: unknown;
}

/**
 * Whether a cascade step empties itself: the value above it changed and its own did not change
 * with it (a value set together with the one above it belongs to it).
 */
export const cascadeEmpties = (before: CascadeValues, now: CascadeValues) =>
  before.upstream !== now.upstream && before.own === now.own && now.own != null;

/**
 * One step of a cascade (country → province → locality → zip code): its options are the
 * records of the value chosen one step up (read in the same item of an embedded list), it
 * waits disabled until that is chosen, and it empties itself when that changes, so a locality
 * of another province is never kept by accident. A value set together with the one above it
 * (a whole address copied at once) belongs to it, and stays.
 */
function CascadeInput({ name, field, children }: CascadeProps) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const { field: upstream, via } = field.dependsOn!;
  const upstreamValue = useWatch({ name: getSource(upstream) });
  const ownValue = useWatch({ name: getSource(name) });
  const previous = useRef({ upstream: upstreamValue, own: ownValue });
  useEffect(() => {
    const before = previous.current;
    previous.current = { upstream: upstreamValue, own: ownValue };
    if (cascadeEmpties(before, previous.current))
      setValue(getSource(name), null, { shouldDirty: true });
  }, [upstreamValue, ownValue, getSource, setValue, name]);
  const waiting = upstreamValue === null || upstreamValue === undefined || upstreamValue === '';
  return children(waiting ? {} : { [via]: upstreamValue }, waiting);
}
