/**
 * A reusable grid of numbers: rows × columns of editable cells typed in the Argentine format
 * (`1.465,50`, domain/engine/format.ts), with a total per row and per column. It only edits text; the
 * screen using it owns the values, which cells changed and how they are saved. A cell whose
 * text is not a number stays as typed, marked, and is reported through `onChange` as invalid.
 */
import { useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { formatNumberText, parseNumberText } from '../../domain/engine/format';

export interface GridLine {
  id: number | string;
  label: string;
}

export const cellKey = (row: GridLine['id'], column: GridLine['id']) => `${row}:${column}`;

export interface GridEditorProps {
  rows: GridLine[];
  columns: GridLine[];
  /** Current value of each cell by `cellKey`; absent or null is empty. */
  values: ReadonlyMap<string, number | null>;
  /** Cells changed since the last load, highlighted. */
  changed: ReadonlySet<string>;
  /** Digits after the decimal comma (0 for counts, 2 for amounts). */
  decimals: number;
  /** A cell's new value; `valid` false when its text is not a number (the value is then null). */
  onChange: (key: string, value: number | null, valid: boolean) => void;
  /** Heading of the row labels' column and of the totals. */
  rowHeading: string;
  totalLabel: string;
  /** Accessible name of the table. */
  label: string;
  readOnly?: boolean;
}

const sum = (values: (number | null | undefined)[]) =>
  values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** Totals shown with the grid's decimals, rounded only for display. */
const shown = (value: number, decimals: number) =>
  formatNumberText(value.toFixed(decimals), decimals, true);

function Cell({
  value,
  decimals,
  changed,
  label,
  readOnly,
  onChange,
}: {
  value: number | null | undefined;
  decimals: number;
  changed: boolean;
  label: string;
  readOnly?: boolean;
  onChange: (value: number | null, valid: boolean) => void;
}) {
  // While the person types, their text is kept as is; it is formatted again on leaving.
  const [text, setText] = useState<string | null>(null);
  const invalid = text !== null && parseNumberText(text) === undefined;
  return (
    <TextField
      size="small"
      variant="standard"
      value={text ?? formatNumberText(value ?? '', decimals, true)}
      error={invalid}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: decimals ? 'decimal' : 'numeric',
          readOnly,
          style: { textAlign: 'right', fontWeight: changed ? 700 : undefined },
        },
      }}
      sx={{ width: '100%', minWidth: 80, bgcolor: changed ? 'action.selected' : undefined }}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const parsed = parseNumberText(typed);
        onChange(
          parsed === undefined || parsed === null ? null : Number(parsed),
          parsed !== undefined,
        );
      }}
      onBlur={() => {
        if (!invalid) setText(null);
      }}
    />
  );
}

export function GridEditor({
  rows,
  columns,
  values,
  changed,
  decimals,
  onChange,
  rowHeading,
  totalLabel,
  label,
  readOnly,
}: GridEditorProps) {
  const rowTotal = (row: GridLine) => sum(columns.map((c) => values.get(cellKey(row.id, c.id))));
  const columnTotal = (column: GridLine) =>
    sum(rows.map((r) => values.get(cellKey(r.id, column.id))));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ minWidth: 180 }}>
              {rowHeading}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align="right" component="th" scope="col">
                {column.label}
              </TableCell>
            ))}
            <TableCell align="right" component="th" scope="col" sx={{ fontWeight: 700 }}>
              {totalLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {columns.map((column) => {
                const key = cellKey(row.id, column.id);
                return (
                  <TableCell key={column.id} sx={{ p: 0.5 }}>
                    <Cell
                      value={values.get(key)}
                      decimals={decimals}
                      changed={changed.has(key)}
                      label={`${row.label}, ${column.label}`}
                      readOnly={readOnly}
                      onChange={(value, valid) => onChange(key, value, valid)}
                    />
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 700 }} data-total="row">
                {shown(rowTotal(row), decimals)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {totalLabel}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align="right" sx={{ fontWeight: 700 }} data-total="column">
                {shown(columnTotal(column), decimals)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }} data-total="grand">
              {shown(sum(rows.map(rowTotal)), decimals)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
