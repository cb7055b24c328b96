/**
 * The children a declaration names (`children` in domain/entity.ts), on the parent's show page:
 * the child records whose reference points at this record, and a create button that fills the
 * reference in, so one type's values are read and added where the type is.
 */
import { Link } from 'react-router-dom';
import {
  Button,
  Datagrid,
  Pagination,
  ReferenceManyField,
  usePermissions,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AccessLists } from '../../domain/access';
import { entityByName } from '../../domain/entities';
import type { Entity, EntityChild } from '../../domain/entity';
import { entityColumns } from './entityColumns';
import { editPath, mayAccess, showPath } from './useEntity';

/** The child's create screen with the parent's reference already chosen. */
export const createChildPath = (child: EntityChild, parentId: Identifier) =>
  `/${child.entity}/create?source=${encodeURIComponent(JSON.stringify({ [child.field]: parentId }))}`;

function ChildBlock({ child }: { child: EntityChild }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<AccessLists>();
  const entity = entityByName(child.entity);
  if (!record || !mayAccess(permissions, entity)) return null;
  const label = child.label ?? entity.label.many;
  const rowPath = mayAccess(permissions, entity, 'edit') ? editPath : showPath;
  return (
    <Box component="section" aria-label={label} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {mayAccess(permissions, entity, 'create') && (
          <Button
            component={Link}
            to={createChildPath(child, record.id)}
            label={translate('app.children.create', { label: entity.label.one.toLowerCase() })}
          >
            <AddIcon />
          </Button>
        )}
      </Box>
      <ReferenceManyField
        reference={child.entity}
        target={child.field}
        sort={entity.sort}
        perPage={25}
        pagination={<Pagination />}
      >
        <Datagrid
          rowClick={(id: Identifier) => rowPath(child.entity, id)}
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
              {translate('app.children.empty', { label: label.toLowerCase() })}
            </Typography>
          }
        >
          {entityColumns(entity, child.field)}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

/** Every child block of the entity, in declaration order. */
export function ChildRecords({ entity }: { entity: Entity }) {
  if (!entity.children.length) return null;
  return (
    <>
      {entity.children.map((child) => (
        <ChildBlock key={`${child.entity}.${child.field}`} child={child} />
      ))}
    </>
  );
}
