/**
 * One display component per field kind (the declaration picks it), as in react-admin's
 * listFieldTypes: lists and show screens never choose a component by hand.
 */
import {
  BooleanField,
  EmailField,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
  useReferenceFieldContext,
  type RaRecord,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { displayValue } from '../../domain/display';
import { entityByName } from '../../domain/entities';
import type { Field } from '../../domain/fields';
import type { Entity } from '../../domain/entity';
import { formatDateTime } from '../../domain/format';
import { editPath } from './useEntity';
import { kindView } from './fieldKindViews';

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
  const newKind = kindView(name, field);
  if (newKind) return newKind;
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={name} label={field.label} />;
    case 'email':
      return <EmailField source={name} label={field.label} />;
    case 'url':
      // Only http(s) addresses pass validation (domain/validators/url.ts).
      return (
        <UrlField source={name} label={field.label} target="_blank" rel="noopener noreferrer" />
      );
    case 'reference': {
      const target = entityByName(field.target);
      return (
        <ReferenceField
          source={name}
          label={field.label}
          reference={target.name}
          link={(record) => editPath(target.name, record.id)}
        >
          <FunctionField
            render={(r: RaRecord) =>
              displayValue(target.fields[target.recordLabel], r[target.recordLabel], r)
            }
          />
          <Qualifier target={target} />
        </ReferenceField>
      );
    }
    case 'referenceList': {
      const target = entityByName(field.target);
      return (
        <ReferenceArrayField source={name} label={field.label} reference={target.name}>
          <SingleFieldList linkType={false}>
            <FunctionField
              render={(r: RaRecord) => (
                <Chip
                  size="small"
                  label={displayValue(target.fields[target.recordLabel], r[target.recordLabel], r)}
                />
              )}
            />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    }
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
          render={(r: RaRecord) => displayValue(field, r[name], r)}
        />
      );
  }
}

/**
 * The parent that tells equal names apart, after a referenced record's name (see
 * `recordQualifier`): "San Martín (Buenos Aires)". One batched request for the whole page.
 */
function Qualifier({ target }: { target: Entity }) {
  // Asked for only once the page's batch of referenced records has arrived: a record already
  // in the cache would otherwise ask for its parent alone, a second request for the resource.
  const { isFetching } = useReferenceFieldContext();
  const field = target.recordQualifier ? target.fields[target.recordQualifier] : undefined;
  if (field?.kind !== 'reference') return null;
  const parent = entityByName(field.target);
  return (
    <ReferenceField
      source={target.recordQualifier!}
      reference={parent.name}
      link={false}
      queryOptions={{ enabled: !isFetching }}
    >
      <FunctionField
        render={(r: RaRecord) =>
          ` (${displayValue(parent.fields[parent.recordLabel], r[parent.recordLabel], r)})`
        }
      />
    </ReferenceField>
  );
}

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
