/**
 * One display component per field kind (the declaration picks it), as in react-admin's
 * listFieldTypes: lists and show screens never choose a component by hand. An embedded list's
 * table is here too: its cells are the views of the item's fields.
 */
import {
  BooleanField,
  EmailField,
  FunctionField,
  RecordContextProvider,
  TextField,
  UrlField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { displayValue } from '../../domain/engine/display';
import { itemEntity } from '../../domain/engine/embedded';
import type { Entity } from '../../domain/engine/entity';
import {
  isTextKind,
  type EmbeddedListField,
  type EnumerationField,
  type Field,
} from '../../domain/engine/fields';
import { formatDateTime } from '../../domain/engine/format';
import { NO_WRAP, ReferenceListView, ReferenceView } from './referenceViews';
import { kindView } from './fieldKindViews';
import { ReferenceCell } from './pageReferences';
import { EnumerationValue } from './StatusChip';
import { plainRowClasses } from '../../src/theme';

/**
 * `source` and `label` are props of the element itself because Datagrid reads them from its
 * direct children for the header, sorting and the column chooser.
 */
export interface FieldViewProps {
  source: string;
  label: string;
  field: Field;
  textAlign?: 'left' | 'right';
  sortable?: boolean;
  /**
   * On a record's page (not a list's row): a cited record shows how it is reached. Without it
   * the view is a table cell's: plain elements whose look every MUI Table draws (src/theme.ts
   * `plainRowLook`), so it belongs inside one.
   */
  detail?: boolean;
}

export function FieldView({ source: name, field, detail }: FieldViewProps) {
  const newKind = kindView(name, field);
  if (newKind) return newKind;
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={name} label={field.label} />;
    case 'email':
      // A long address breaks where it must instead of widening its column.
      if (!detail) return <EmailCell name={name} />;
      return <EmailField source={name} label={field.label} sx={ANYWHERE} />;
    case 'url':
      // Only http(s) addresses pass validation (domain/validators/url.ts).
      return (
        <UrlField source={name} label={field.label} target="_blank" rel="noopener noreferrer" />
      );
    case 'reference':
      return detail ? (
        <ReferenceView name={name} field={field} detail />
      ) : (
        <ReferenceCell name={name} field={field} />
      );
    case 'referenceList':
    case 'memberList':
      return <ReferenceListView name={name} field={field} />;
    case 'embeddedList':
      return <EmbeddedListView name={name} field={field} />;
    case 'enumeration':
    case 'status':
      // A status reads as a coloured chip (its option's tone), another value as its label.
      if (!detail) return <EnumerationCell name={name} field={field} />;
      return (
        <FunctionField
          source={name}
          label={field.label}
          render={(r: RaRecord) => <EnumerationValue field={field} value={r[name]} />}
        />
      );
    case 'choiceList':
      return (
        <FunctionField
          source={name}
          label={field.label}
          render={(r: RaRecord) => (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {((r[name] as (string | number)[] | undefined) ?? []).map((id) => (
                <Chip
                  key={id}
                  size="small"
                  label={field.choices.find((c) => c.id === id)?.label ?? id}
                />
              ))}
            </Stack>
          )}
        />
      );
    case 'decimal':
      if (!field.tone) return <PlainView name={name} field={field} detail={detail} />;
      return (
        <FunctionField
          source={name}
          label={field.label}
          sx={{ whiteSpace: 'nowrap' }}
          render={(r: RaRecord) => {
            const tone = field.tone!(r);
            const text = displayValue(field, r[name], r);
            if (!tone || tone === 'default') return text;
            return (
              <Typography component="span" variant="body2" color={`${tone}.main`} fontWeight={500}>
                {text}
              </Typography>
            );
          }}
        />
      );
    default:
      return <PlainView name={name} field={field} detail={detail} />;
  }
}

/**
 * A value as its kind reads it, on one line when it is short. In a table's cell, whose font it
 * takes, a bare span: a list's page shows a few hundred of them (issue 30).
 */
function PlainView({ name, field, detail }: { name: string; field: Field; detail?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  // A phone, a CUIT, a date or an amount reads on one line ("(011) 15 8805-9574", not four).
  const style = ONE_LINE.has(field.kind) || field.oneLine ? NO_WRAP : undefined;
  const text = displayValue(field, record[name], record);
  if (!detail) return <span style={style}>{text}</span>;
  return (
    <Typography component="span" variant="body2" sx={style}>
      {text}
    </Typography>
  );
}

/** An enumeration's value in a table's cell: its plain chip or its label, without a wrapper. */
function EnumerationCell({ name, field }: { name: string; field: EnumerationField }) {
  const record = useRecordContext();
  return record ? <EnumerationValue field={field} value={record[name]} inRow /> : null;
}

/** An address in a table's cell: a plain mail link with MUI Link's look (src/theme.ts). */
function EmailCell({ name }: { name: string }) {
  const address = useRecordContext()?.[name] as string | undefined;
  if (!address) return null;
  return (
    <a
      className={plainRowClasses.link}
      href={`mailto:${address}`}
      style={ANYWHERE}
      onClick={(event) => event.stopPropagation()}
    >
      {address}
    </a>
  );
}

const ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** Short values that break badly at their spaces or hyphens. */
const ONE_LINE = new Set<Field['kind']>(['phone', 'cuit', 'date', 'money', 'decimal']);

/** The system columns shown beside declared fields. */
export function SystemFieldView({
  source,
}: {
  source: 'id' | 'created_at' | 'updated_at';
  label?: string;
}) {
  if (source === 'id') return <TextField source="id" />;
  return (
    <FunctionField
      source={source}
      render={(r: RaRecord) => (r[source] ? formatDateTime(r[source]) : '')}
    />
  );
}

/** Numbers line up on the right, as accountants expect. */
export const isNumericKind = (field: Field) => ['integer', 'decimal', 'money'].includes(field.kind);

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

/**
 * An embedded list on its parent's page: a small table of the items, one column per field of
 * the child, where a computed text stands for the texts it is made of (the phone "(011) 15
 * 5555-1234" instead of area code, number and extension).
 */
function EmbeddedListView({ name, field }: { name: string; field: EmbeddedListField }) {
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
