/**
 * An embedded list on its parent's page: a small table of the items, one column per field of
 * the child, where a computed text stands for the texts it is made of (the phone "(011) 15
 * 5555-1234" instead of area code, number and extension).
 */
import { RecordContextProvider, useRecordContext, type RaRecord } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { itemEntity } from '../../domain/embedded';
import type { Entity } from '../../domain/entity';
import { isTextKind, type EmbeddedListField } from '../../domain/fields';
import { FieldView } from './fieldViews';

/** The item's columns: its fields, less the texts a computed field already shows. */
function columnsOf(item: Entity): string[] {
  const shownThrough = new Set(
    (item.computed ?? []).flatMap((c) =>
      c.from.filter((name) => isTextKind(item.fields[name].kind)),
    ),
  );
  const computed = (item.computed ?? []).map((c) => c.field);
  const rest = Object.keys(item.fields).filter(
    (name) => !shownThrough.has(name) && !computed.includes(name),
  );
  // The kind of item first (Celular, Legal), then what it says, then the rest.
  return [...rest.slice(0, 1), ...computed, ...rest.slice(1)];
}

export function EmbeddedListView({ name, field }: { name: string; field: EmbeddedListField }) {
  const record = useRecordContext();
  const items = (record?.[name] as RaRecord[] | undefined) ?? [];
  const item = itemEntity(field);
  if (!items.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin {field.label.toLowerCase()} cargados.
      </Typography>
    );
  const columns = columnsOf(item);
  return (
    <Table size="small" aria-label={field.label} sx={{ maxWidth: 1100 }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{item.fields[column].label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((entry) => (
          <RecordContextProvider key={String(entry.id)} value={entry}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>
                  <FieldView
                    source={column}
                    label={item.fields[column].label}
                    field={item.fields[column]}
                  />
                </TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}
