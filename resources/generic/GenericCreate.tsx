import { Create } from 'react-admin';
import { EntityForm, stickyToolbarCard } from './EntityForm';
import { editPath, useEntity } from './useEntity';

export default function GenericCreate() {
  const entity = useEntity();
  return (
    <Create
      sx={stickyToolbarCard}
      redirect={(resource: string | undefined, id: unknown) =>
        editPath(resource ?? entity.name, id)
      }
    >
      <EntityForm entity={entity} />
    </Create>
  );
}
