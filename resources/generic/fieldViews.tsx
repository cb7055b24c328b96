/**
 * One display component per field kind (the declaration picks it), as in react-admin's
 * listFieldTypes: lists and show screens never choose a component by hand.
 */
import {
  BooleanField,
  EmailField,
  FunctionField,
  TextField,
  UrlField,
  type RaRecord,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { displayValue } from '../../domain/display';
import type { Field } from '../../domain/fields';
import { formatDateTime } from '../../domain/format';
import { ReferenceListView, ReferenceView } from './referenceViews';
import { EmbeddedListView } from './EmbeddedListView';
import { kindView } from './fieldKindViews';
import { EnumerationValue } from './StatusChip';

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
  /** On a record's page (not a list's row): a cited record shows how it is reached. */
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
      return <EmailField source={name} label={field.label} sx={{ overflowWrap: 'anywhere' }} />;
    case 'url':
      // Only http(s) addresses pass validation (domain/validators/url.ts).
      return (
        <UrlField source={name} label={field.label} target="_blank" rel="noopener noreferrer" />
      );
    case 'reference':
      return <ReferenceView name={name} field={field} detail={detail} />;
    case 'referenceList':
    case 'memberList':
      return <ReferenceListView name={name} field={field} />;
    case 'embeddedList':
      return <EmbeddedListView name={name} field={field} />;
    case 'enumeration':
    case 'status':
      // A status reads as a coloured chip (its option's tone), another value as its label.
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
    default:
      return (
        <FunctionField
          source={name}
          label={field.label}
          // A phone, a CUIT, a date or an amount reads on one line ("(011) 15 8805-9574", not four).
          sx={ONE_LINE.has(field.kind) ? { whiteSpace: 'nowrap' } : undefined}
          render={(r: RaRecord) => displayValue(field, r[name], r)}
        />
      );
  }
}

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
