/**
 * A value of a version read as on every other screen (FieldView in a record of its own):
 * enumerations by their label, references by their record's name, dates as dd/mm/aaaa;
 * blank as «—». And a part's rows as a table with the part's own list columns.
 */
import { RecordContextProvider } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { isBlank } from '../../../domain/engine/display';
import type { Entity } from '../../../domain/engine/entity';
import type { Field } from '../../../domain/engine/fields';
import { FieldView, isNumericKind } from '../fieldViews';

type Row = Record<string, unknown>;

export function HistoryValue({
  name,
  field,
  value,
}: {
  name: string;
  field: Field;
  value: unknown;
}) {
  if (isBlank(value) || (Array.isArray(value) && !value.length)) return <>—</>;
  return (
    <RecordContextProvider value={{ id: `history-${name}`, [name]: value }}>
      <FieldView source={name} label={field.label} field={field} detail />
    </RecordContextProvider>
  );
}

/** The columns a part's table shows: its list's, without the record it belongs to. */
export const partColumns = (part: Entity, omit: string) =>
  part.list.filter((name) => name !== omit && name in part.fields);

export function PartTable({ part, omit, rows }: { part: Entity; omit: string; rows: Row[] }) {
  const columns = partColumns(part, omit);
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin {part.label.many.toLowerCase()} en esa fecha.
      </Typography>
    );
  return (
    <Table size="small" aria-label={part.label.many}>
      <TableHead>
        <TableRow>
          {columns.map((name) => (
            <TableCell
              key={name}
              component="th"
              scope="col"
              align={isNumericKind(part.fields[name]) ? 'right' : 'left'}
            >
              {part.fields[name].label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)}>
            {columns.map((name) => (
              <TableCell key={name} align={isNumericKind(part.fields[name]) ? 'right' : 'left'}>
                <HistoryValue name={name} field={part.fields[name]} value={row[name]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
