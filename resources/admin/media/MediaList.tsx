/**
 * Uploaded files with a preview: images as thumbnails, other files as their name. Files are
 * uploaded from the forms whose fields use them, so this list only reads.
 */
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { media } from '../../../domain/entities/media';
import { displayValue } from '../../../domain/engine/display';
import { describeBytes } from '../../../domain/engine/fileLimits';
import { formatDateTime } from '../../../domain/engine/format';
import { exporterFor } from '../../generic/exporter';
import { FilePreview } from '../../generic/fieldKindViews';
import { showPath } from '../../generic/useEntity';
import { ListLoadError } from '../../generic/ListLoadError';
import { plainBody } from '../../generic/plainRows';

const exporter = exporterFor(media);
const { fields } = media;

export default function MediaList() {
  const translate = useTranslate();
  return (
    <List
      error={<ListLoadError />}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
        <SelectInput
          key="file_type"
          source="file_type"
          label={fields.file_type.label}
          choices={
            fields.file_type.kind === 'enumeration'
              ? fields.file_type.enumeration.options.map((o) => ({ id: o.id, name: o.label }))
              : []
          }
        />,
      ]}
      sort={media.sort}
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
        rowClick={(id: Identifier) => showPath(media.name, id)}
        bulkActionButtons={false}
      >
        <FunctionField
          label="Vista previa"
          sortable={false}
          render={(r: RaRecord) => <FilePreview id={r.id} size={48} />}
        />
        <FunctionField source="name" label={fields.name.label} render={(r: RaRecord) => r.name} />
        <FunctionField
          source="file_type"
          label={fields.file_type.label}
          render={(r: RaRecord) => displayValue(fields.file_type, r.file_type)}
        />
        <FunctionField
          source="size"
          label="Tamaño"
          render={(r: RaRecord) => describeBytes(Number(r.size))}
        />
        <FunctionField
          source="uploaded_for"
          label={fields.uploaded_for.label}
          render={(r: RaRecord) => r.uploaded_for}
        />
        <FunctionField
          source="uploaded_by_name"
          label={fields.uploaded_by_name.label}
          render={(r: RaRecord) => r.uploaded_by_name}
        />
        <FunctionField
          source="created_at"
          label="Subido"
          render={(r: RaRecord) => formatDateTime(r.created_at)}
        />
      </Datagrid>
    </List>
  );
}
