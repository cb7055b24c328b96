/** A record's fields as read-only views, for its page, its "Datos" tab and the side panel. */
import { Labeled, RecordContextProvider, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import type { Entity } from '../../domain/engine/entity';
import { isEmpty } from '../../domain/engine/rawValues';
import { isCopyable } from '../../domain/engine/copyable';
import type { Field } from '../../domain/engine/fields';
import { CopyableFieldView } from './CopyButton';
import { FieldView, SystemFieldView } from './fieldViews';
import { FORM_COLUMNS, RECORD_COLUMNS, WIDE_KINDS } from './gridLayout';

const viewOf = (name: string, field: Field) => {
  if (field.kind === 'longText' && field.valuesOf)
    return <ValuesView key={name} source={name} label={field.label} of={field.valuesOf} />;
  const View = isCopyable(name, field) ? CopyableFieldView : FieldView;
  return <View key={name} source={name} label={field.label} field={field} detail />;
};

/** A JSON object of another entity's values (an empty or unreadable one reads as nothing). */
function parsedValues(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string' || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A text field declared `valuesOf`: its JSON object shown as that entity's fields, each with
 * its label and its option's name (`kind: 3` reads «Pago rechazado»), the empty ones left out.
 * `label` is read by the Labeled around it.
 */
function ValuesView({ source, of }: { source: string; label: string; of: Entity }) {
  const record = useRecordContext();
  const values = parsedValues(record?.[source]);
  if (!values) return null;
  return (
    <RecordContextProvider value={{ id: record?.id ?? '', ...values }}>
      <RecordFields entity={of} systemFields={false} />
    </RecordContextProvider>
  );
}

/** Every declared field, then when the record was created and last changed. */
export function entityFieldViews(entity: Entity) {
  return [
    ...Object.entries(entity.fields)
      .filter(([, field]) => field.kind !== 'password')
      .map(([name, field]) => viewOf(name, field)),
    <SystemFieldView key="created_at" source="created_at" />,
    <SystemFieldView key="updated_at" source="updated_at" />,
  ];
}

/**
 * A record's fields on its page, in columns as a form lays them out (a long record reads at a
 * glance), without the fields that do not apply to it (`shownWhen`: a person's names on a
 * company) nor those it leaves empty (issue 31: a page of blank labels hides what is there;
 * the form still shows every field to fill). `label={false}`: the tab that holds it must not
 * label it.
 */
/** `systemFields`: also when it was created and last changed (a stored record has them). */
export function RecordFields({
  entity,
  systemFields = true,
  only,
  columns = RECORD_COLUMNS,
}: {
  entity: Entity;
  label?: false;
  systemFields?: boolean;
  /** The fields worth showing here (a summary leaves out what says nothing). */
  only?: (name: string, field: Field) => boolean;
  /** Its grid's columns: a page's by default, fewer in a narrower place (the side panel). */
  columns?: typeof RECORD_COLUMNS | typeof FORM_COLUMNS;
}) {
  const record = useRecordContext();
  if (!record) return null;
  const fields = Object.entries(entity.fields).filter(
    ([name, field]) =>
      field.kind !== 'password' &&
      !isEmpty(record[name]) &&
      (!field.shownWhen || field.shownWhen(record)) &&
      (!only || only(name, field)),
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {fields.map(([name, field]) => (
        <Labeled key={name} sx={WIDE_KINDS.has(field.kind) ? { gridColumn: '1 / -1' } : undefined}>
          {viewOf(name, field)}
        </Labeled>
      ))}
      {systemFields && (
        <Labeled>
          <SystemFieldView source="created_at" />
        </Labeled>
      )}
      {systemFields && (
        <Labeled>
          <SystemFieldView source="updated_at" />
        </Labeled>
      )}
    </Box>
  );
}
