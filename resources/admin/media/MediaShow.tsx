/** One uploaded file: its preview, what it is, and the records that use it ("dónde se usa"). */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Show,
  SimpleShowLayout,
  useRecordContext,
  FunctionField,
  type RaRecord,
} from 'react-admin';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { media } from '../../../domain/entities/media';
import { displayValue } from '../../../domain/engine/display';
import { describeBytes } from '../../../domain/engine/fileLimits';
import { formatDateTime } from '../../../domain/engine/format';
import { FilePreview } from '../../generic/fieldKindViews';
import { fetchMediaUsage, type MediaUsage } from '../../generic/mediaApi';
import { editPath } from '../../generic/useEntity';

const { fields } = media;

function WhereUsed() {
  const record = useRecordContext();
  const [usage, setUsage] = useState<MediaUsage[] | null>(null);
  useEffect(() => {
    if (record?.id !== undefined) fetchMediaUsage(record.id).then(setUsage, () => setUsage([]));
  }, [record?.id]);
  if (usage === null) return null;
  if (usage.length === 0)
    return <Typography color="text.secondary">Ningún registro usa este archivo.</Typography>;
  return (
    <List dense disablePadding>
      {usage.map((u) => (
        <ListItem key={`${u.entity}-${u.field}-${u.id}`} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={editPath(u.entity, u.id)}>
                {u.label}
              </Link>
            }
            secondary={`${u.entity_label} › ${u.field_label}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

export default function MediaShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField
          label="Vista previa"
          render={(r: RaRecord) => <FilePreview id={r.id} size={240} />}
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
        <FunctionField label="Dónde se usa" render={() => <WhereUsed />} />
      </SimpleShowLayout>
    </Show>
  );
}
