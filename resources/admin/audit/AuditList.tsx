/**
 * The audit trail as people read it: when (local time), who (the user's name), what (the
 * section in Spanish and the action) and which record. A row opens the field-by-field change.
 */
import {
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectColumnsButton,
  SelectInput,
  TopToolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { audit } from '../../../domain/entities/audit';
import { entities } from '../../../domain/entities';
import { auditActions } from '../../../domain/entities/audit';
import { displayValue } from '../../../domain/engine/display';
import { formatDateTime } from '../../../domain/engine/format';
import { exporterFor } from '../../generic/exporter';
import { showPath } from '../../generic/useEntity';
import { AuditUser, RecordName } from './RecordName';
import { actionCode, nameInChanges, recordSection, sectionLabel } from './auditChanges';
import { ListLoadError } from '../../generic/ListLoadError';
import { plainBody } from '../../generic/plainRows';

const sections = entities.map((e) => ({ id: e.name, name: e.label.many }));
const actions = auditActions.options.map((o) => ({ id: o.id, name: o.label }));
const exporter = exporterFor(audit);

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
    <SelectInput key="resource" source="resource" label="Sección" choices={sections} />,
    <SelectInput key="action" source="action" label="Acción" choices={actions} />,
  ];
}

/** The record by name: as the change carries it, or as it is now; its number otherwise. */
function AuditRecord({ record }: { record: RaRecord }) {
  const named = nameInChanges(record.resource, actionCode(record), record.changes);
  if (named) return <>{named}</>;
  const section = recordSection(record.resource);
  return section ? (
    <RecordName target={section.name} id={record.record_id} />
  ) : (
    <>{record.record_id}</>
  );
}

export default function AuditList() {
  const filters = useFilters();
  return (
    <List
      error={<ListLoadError />}
      filters={filters}
      sort={audit.sort}
      perPage={25}
      exporter={exporter}
      actions={
        <TopToolbar>
          <SelectColumnsButton />
          <FilterButton />
          <ExportButton maxResults={5000} exporter={exporter} />
        </TopToolbar>
      }
    >
      <DatagridConfigurable
        body={plainBody}
        rowClick={(id: Identifier) => showPath(audit.name, id)}
        bulkActionButtons={false}
      >
        <FunctionField
          source="created_at"
          label="Fecha y hora"
          render={(r: RaRecord) => formatDateTime(r.created_at)}
        />
        <FunctionField
          source="user_id"
          label="Usuario"
          sortable={false}
          render={(r: RaRecord) => <AuditUser id={r.user_id} />}
        />
        <FunctionField
          source="resource"
          label="Sección"
          render={(r: RaRecord) => sectionLabel(r.resource)}
        />
        <FunctionField
          source="action"
          label="Acción"
          render={(r: RaRecord) => displayValue(audit.fields.action, r.action)}
        />
        <FunctionField
          source="record_id"
          label="Registro"
          sortable={false}
          render={(r: RaRecord) => <AuditRecord record={r} />}
        />
      </DatagridConfigurable>
    </List>
  );
}
