/**
 * The outbox as a mailbox: when, to whom, what about and whether it left. A row opens the
 * message as it was written.
 */
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { outbox } from '../../../domain/entities/outbox';
import { formatDateTime } from '../../../domain/engine/format';
import { exporterFor } from '../../generic/exporter';
import { showPath } from '../../generic/useEntity';
import { deliveryStatus } from './deliveryStatus';
import { ListLoadError } from '../../generic/ListLoadError';
import { plainBody } from '../../generic/plainRows';

const exporter = exporterFor(outbox);

export default function OutboxList() {
  const translate = useTranslate();
  return (
    <List
      error={<ListLoadError />}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
      ]}
      sort={outbox.sort}
      perPage={25}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportButton maxResults={5000} exporter={exporter} />
        </TopToolbar>
      }
    >
      <Datagrid
        body={plainBody}
        rowClick={(id: Identifier) => showPath(outbox.name, id)}
        bulkActionButtons={false}
      >
        <FunctionField
          source="id"
          label="Fecha y hora"
          render={(r: RaRecord) => formatDateTime(r.created_at)}
        />
        <TextField source="recipient" label="Para" />
        <TextField source="subject" label={outbox.fields.subject.label} />
        <FunctionField
          label="Estado"
          sortable={false}
          render={(r: RaRecord) => deliveryStatus(r)}
        />
      </Datagrid>
    </List>
  );
}
