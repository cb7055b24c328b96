/**
 * The picker of a choice list (permissions, organizations): options grouped by area, each with
 * its Spanish name and, when the catalogue gives one, what choosing it means; typing searches
 * names, areas and descriptions without minding accents (`permissionMatches`).
 */
import { AutocompleteArrayInput, useRecordContext, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ChoiceListField } from '../../domain/engine/fields';
import { AREA_SEPARATOR, permissionMatches } from '../../domain/permissions';

interface PickerChoice extends RaRecord {
  name: string;
  group: string;
  description: string;
}

/** Under its group's heading an option drops the group: "Tickets › Crear" reads "Crear". */
const shortName = (choice: PickerChoice) =>
  choice.group && choice.name.startsWith(choice.group + AREA_SEPARATOR)
    ? choice.name.slice(choice.group.length + AREA_SEPARATOR.length)
    : choice.name;

/** An element (not a function), so react-admin names the chosen chips with `inputText`. */
function OptionText() {
  const choice = useRecordContext<PickerChoice>();
  if (!choice) return null;
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {shortName(choice)}
      </Typography>
      {choice.description && (
        <Typography variant="caption" component="span" color="text.secondary">
          {choice.description}
        </Typography>
      )}
    </Box>
  );
}

interface ChoicePickerProps {
  source: string;
  field: ChoiceListField;
  helperText: string | false;
  isRequired?: boolean;
  readOnly?: boolean;
}

export function ChoicePicker({
  source,
  field,
  helperText,
  isRequired,
  readOnly,
}: ChoicePickerProps) {
  const choices: PickerChoice[] = field.choices.map((c) => ({
    id: c.id,
    name: c.label,
    group: c.group ?? '',
    description: c.description ?? '',
  }));
  const grouped = choices.some((c) => c.group);
  return (
    <AutocompleteArrayInput
      source={source}
      label={field.label}
      helperText={helperText}
      isRequired={isRequired}
      readOnly={readOnly}
      defaultValue={Array.isArray(field.default) ? [...field.default] : undefined}
      choices={choices}
      groupBy={grouped ? (choice: RaRecord) => String(choice.group) : undefined}
      optionText={<OptionText />}
      inputText={(choice: PickerChoice) => choice.name}
      matchSuggestion={(typed: string, choice: PickerChoice) =>
        permissionMatches(
          {
            id: choice.id,
            label: choice.name,
            group: choice.group,
            description: choice.description,
          },
          typed,
        )
      }
      noOptionsText="Ninguna opción coincide con lo escrito"
      fullWidth
    />
  );
}
