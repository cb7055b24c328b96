/**
 * «Volver a la lista» of a record's page. A singleton's own list address opens its one record
 * again (SingletonPage), so its way back is the list that links to it (the renewals' settings
 * go back to the renewals), or no button when none does or the reader may not open it.
 */
import { Button, ListButton } from 'react-admin';
import { Link } from 'react-router-dom';
import ListIcon from '@mui/icons-material/List';
import { linkingListRoute } from '../../domain/entities';
import { canAccess } from '../../domain/engine/routeAccess';
import { useAccess } from '../../src/access';
import { useEntity } from './useEntity';

export function EntityListButton() {
  const entity = useEntity();
  const access = useAccess();
  if (!entity.singleton) return <ListButton />;
  const route = linkingListRoute(entity.name);
  if (!route || !canAccess(access, route, 'list')) return null;
  return (
    <Button component={Link} to={`/${route}`} label="ra.action.list">
      <ListIcon />
    </Button>
  );
}
