/**
 * One display component per field kind (the declaration picks it), as in react-admin's
 * listFieldTypes: lists and show screens never choose a component by hand.
 */
import { BooleanField, EmailField, FunctionField, ReferenceField, TextField, type RaRecord } from 'react-admin';
import { entityByName } from '../../domain/entities';
import type { Field } from '../../domain/fields';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../domain/format';
import { optionById } from '../../domain/enums/define';
import { editPath } from './useEntity';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

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
}

export function FieldView({ source: name, field }: FieldViewProps) {
  const numeric = { textAlign: 'right' as const };
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={name} label={field.label} />;
    case 'email':
      return <EmailField source={name} label={field.label} />;
    case 'integer':
      return <TextField source={name} label={field.label} {...numeric} />;
    case 'decimal':
      return (
        <FunctionField source={name} label={field.label} {...numeric}
          render={(r: RaRecord) => (isBlank(r[name]) ? '' : formatNumber(r[name], field.scale))} />
      );
    case 'money':
      return (
        <FunctionField source={name} label={field.label} {...numeric}
          render={(r: RaRecord) => (isBlank(r[name]) ? '' : formatMoney(r[name], field.currencyField ? r[field.currencyField] : 1))} />
      );
    case 'date':
      return <FunctionField source={name} label={field.label} render={(r: RaRecord) => (isBlank(r[name]) ? '' : formatDate(r[name]))} />;
    case 'datetime':
      return <FunctionField source={name} label={field.label} render={(r: RaRecord) => (isBlank(r[name]) ? '' : formatDateTime(r[name]))} />;
    case 'enumeration':
    case 'status':
      return (
        <FunctionField source={name} label={field.label}
          render={(r: RaRecord) => (isBlank(r[name]) ? '' : (optionById(field.enumeration, Number(r[name]))?.label ?? r[name]))} />
      );
    case 'reference': {
      const target = entityByName(field.target);
      return (
        <ReferenceField source={name} label={field.label} reference={target.name}
          link={(record) => editPath(target.name, record.id)}>
          <TextField source={target.recordLabel} />
        </ReferenceField>
      );
    }
    default:
      return <TextField source={name} label={field.label} />;
  }
}

/** The system columns shown beside declared fields. */
export function SystemFieldView({ source }: { source: 'id' | 'created_at' | 'updated_at'; label?: string }) {
  if (source === 'id') return <TextField source="id" />;
  return <FunctionField source={source} render={(r: RaRecord) => (r[source] ? formatDateTime(r[source]) : '')} />;
}

/** Numbers line up on the right, as accountants expect. */
export const isNumericKind = (field: Field) => ['integer', 'decimal', 'money'].includes(field.kind);
