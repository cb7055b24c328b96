/**
 * An embedded list in the parent's form (fields.ts `embeddedList`): one row of inputs per
 * item, from the child's own declaration, added and removed in place and saved with the
 * parent. Each input's errors, the form's and the server's alike, arrive at `phones.1.number`;
 * a new item's show once it has been left or saved (ItemErrorTiming).
 */
import { ArrayInput, Button, SimpleFormIterator, useSimpleFormIterator } from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import type { Entity } from '../../domain/entity';
import { itemEntity } from '../../domain/embedded';
import type { EmbeddedListField, Field } from '../../domain/fields';
import { FieldInput } from './fieldInputs';
import { ItemErrorTiming } from './ItemErrorTiming';
import { SheetUpload } from './SheetUpload';

/** Room each kind of input takes in an item's row; text grows to fill what is left. */
const WIDTH: Partial<Record<Field['kind'], number>> = {
  enumeration: 190,
  boolean: 130,
  reference: 230,
  integer: 120,
};

function ItemCell({ name, field }: { name: string; field: Field }) {
  const width = WIDTH[field.kind];
  return (
    <Box
      sx={{
        flex: width ? `0 1 ${width}px` : '1 1 160px',
        minWidth: width ?? 120,
        '& .MuiFormControl-root': { mt: 0.5 },
      }}
    >
      <FieldInput name={name} field={field} inList />
      <ItemErrorTiming name={name} />
    </Box>
  );
}

/** "Agregar teléfono": a new item starts with the child's defaults (a mobile, in Argentina). */
function AddItem({ item }: { item: Entity }) {
  const { add } = useSimpleFormIterator();
  // Its inputs have no defaults of their own (FieldInput `inList`): a switch starts off here.
  const defaults = Object.fromEntries(
    Object.entries(item.fields)
      .filter(([, f]) => !f.system)
      .map(([name, f]) => [name, f.default ?? (f.kind === 'boolean' ? false : undefined)])
      .filter(([, value]) => value !== undefined),
  );
  return (
    <Button label={`Agregar ${item.label.one.toLowerCase()}`} onClick={() => add(defaults)}>
      <AddIcon />
    </Button>
  );
}

export function EmbeddedListInput({ name, field }: { name: string; field: EmbeddedListField }) {
  const item = itemEntity(field);
  const inputs = Object.entries(item.fields).filter(([, f]) => !f.system);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {field.label}
      </Typography>
      {field.helperText && (
        <Typography variant="body2" color="text.secondary">
          {field.helperText}
        </Typography>
      )}
      {field.sheet && <SheetUpload name={name} field={field} />}
      <ArrayInput source={name} label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          fullWidth
          addButton={<AddItem item={item} />}
          // Numbered where a spreadsheet fills the list: its summary names rows by number.
          getItemLabel={field.sheet ? (index: number) => `${index + 1}` : undefined}
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 },
            // One row per item that wraps on a narrow form instead of running off it.
            '& .RaSimpleFormIterator-form': {
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0,
              alignItems: 'flex-start',
            },
          }}
        >
          {inputs.map(([inputName, inputField]) => (
            <ItemCell key={inputName} name={inputName} field={inputField} />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
