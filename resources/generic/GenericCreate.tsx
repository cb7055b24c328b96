import { Create, usePermissions } from 'react-admin';
import type { AccessLists } from '../../domain/access';
import { EntityForm, stickyToolbarCard } from './EntityForm';
import { openPath, useEntity } from './useEntity';

/** A saved record opens where a click on it would: its page with tabs, else its form. */
export default function GenericCreate() {
  const entity = useEntity();
  const { permissions } = usePermissions<AccessLists>();
  return (
    <Create
      sx={stickyToolbarCard}
      redirect={(resource: string | undefined, id: unknown) =>
        openPath(permissions, resource ?? entity.name, id)
      }
    >
      <EntityForm entity={entity} />
    </Create>
  );
}
