/**
 * The autocomplete inside a ReferenceInput: each option reads as the target's record label,
 * with its qualifier when the declaration has one ("San Martín (Buenos Aires)"), and under it
 * what tells it from others of its name (`recordDetails`: a CUIT, an e-mail). The qualifiers'
 * names come in one getMany for the options on screen.
 *
 * What react-admin is given stays the same object from render to render (react-admin #5807,
 * #6422): it puts the chosen record's text back into the box whenever `optionText` or
 * `inputText` changes, so a function made anew on each render (or when the qualifiers arrive)
 * wiped what was being typed. Options are one element reading a context; the box's text
 * changes only with the chosen record.
 *
 * Until the answer for what is typed arrives (a 250 ms pause, then the request), the options
 * are the previous text's: those the typed text does not match are left out (the search's own
 * reading, domain/engine/searchTerms.ts), so Enter never picks a client from before.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  useChoicesContext,
  useGetMany,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { recordName } from '../../domain/engine/display';
import { qualifiedLabel, type Entity } from '../../domain/engine/entity';
import { labelQualifier, recordDetails } from '../../domain/engine/referenceLabels';
import { foldSearch, recordMatches, searchGroups } from '../../domain/engine/searchTerms';
import { labelOf, useReferenceResource } from './useReferenceResource';

interface ReferencePickerProps {
  target: Entity;
  label: string;
  isRequired?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** A record's name with its qualifier when known, read by the options and the box. */
export function useRecordText(target: Entity): (record: RaRecord | undefined) => string {
  const { allChoices = [] } = useChoicesContext();
  const qualifier = useMemo(() => labelQualifier(target), [target]);
  const ids = useMemo(
    () =>
      qualifier
        ? [...new Set(allChoices.map((c) => c[qualifier.field]).filter((id) => id != null))]
        : [],
    [allChoices, qualifier],
  );
  // Read where this user may read them: a subscriber lists coverages, not branches (a 403).
  const parentSource = useReferenceResource(qualifier?.entity ?? target);
  const { data: parents } = useGetMany(parentSource.resource, { ids }, { enabled: ids.length > 0 });
  return useCallback(
    (record) => {
      if (!record) return '';
      const name = recordName(target, record);
      if (!qualifier) return name;
      const parent = parents?.find((p) => p.id === record[qualifier.field]);
      const parentName = parentSource.labelsOnly
        ? labelOf
        : (p: RaRecord) => recordName(qualifier.entity, p);
      return qualifiedLabel(name, parent ? parentName(parent) : null);
    },
    [target, qualifier, parents, parentSource.labelsOnly],
  );
}

interface OptionLook {
  text: (record: RaRecord | undefined) => string;
  target: Entity | null;
}

const OptionLookContext = createContext<OptionLook>({ text: () => '', target: null });

/** One option: the name (qualified) and, smaller, what tells it apart. */
function PickerOption() {
  const record = useRecordContext();
  const { text, target } = useContext(OptionLookContext);
  if (!record) return null;
  const details = target ? recordDetails(target, record) : '';
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{text(record)}</span>
      {details && (
        <Typography component="span" variant="caption" color="text.secondary">
          {details}
        </Typography>
      )}
    </Box>
  );
}

/** The same element on every render: react-admin compares it by identity. */
const OPTION = <PickerOption />;

const toQuery = (q: string) => ({ q });

/** The options: those MUI marks disabled (the previous text's, no longer matching) not shown. */
const OPTION_SLOTS = {
  listbox: { sx: { '& .MuiAutocomplete-option[aria-disabled="true"]': { display: 'none' } } },
  // An option names the record and its details (CUIT, e-mail, phone, place): as wide as a
  // narrow box (a list's filter) it would break them into a column of fragments.
  popper: { sx: { minWidth: 360 } },
};

/**
 * Whether an option is one of the previous text's that what is typed no longer matches, while
 * the answer for the typed text is still on its way.
 */
function useStaleOptions(target: Entity) {
  const { filterValues, isFetching } = useChoicesContext();
  const [typed, setTyped] = useState<string | null>(null);
  const onInputChange = useCallback((event: { type?: string } | null, value: string) => {
    if (event?.type === 'change') setTyped(value);
    else setTyped(null);
  }, []);
  const asked = foldSearch(String(filterValues?.q ?? '').trim());
  const wanted = typed === null ? asked : foldSearch(typed.trim());
  const stale = wanted !== '' && (wanted !== asked || isFetching);
  const groups = useMemo(() => (stale ? searchGroups(wanted) : null), [stale, wanted]);
  const getOptionDisabled = useCallback(
    (option: RaRecord) => groups !== null && !recordMatches(target, option, groups),
    [groups, target],
  );
  return { onInputChange, getOptionDisabled };
}

export function ReferencePicker({ target, ...props }: ReferencePickerProps) {
  const text = useRecordText(target);
  const { selectedChoices = [] } = useChoicesContext();
  // The box shows the chosen record; its text changes only when that record (or its
  // qualifier's name) does, never while the user types.
  const chosenText = text(selectedChoices[0]);
  const chosenId = selectedChoices[0]?.id;
  const inputText = useCallback(
    (record: RaRecord | undefined) =>
      record && record.id === chosenId ? chosenText : record ? recordName(target, record) : '',
    [chosenId, chosenText, target],
  );
  const look = useMemo(() => ({ text, target }), [text, target]);
  const stale = useStaleOptions(target);
  return (
    <OptionLookContext.Provider value={look}>
      <AutocompleteInput
        {...props}
        optionText={OPTION}
        inputText={inputText}
        filterToQuery={toQuery}
        onInputChange={stale.onInputChange}
        getOptionDisabled={stale.getOptionDisabled}
        slotProps={OPTION_SLOTS}
      />
    </OptionLookContext.Provider>
  );
}
