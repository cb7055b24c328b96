/** Side menu built from the declarations the user may access, grouped by section. */
import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu, usePermissions, useTranslate } from 'react-admin';
import { entities } from '../../domain/entities';
import type { AccessLists } from '../../domain/access';
import { mayAccess } from '../../resources';

/** `admin/locations/state` → `locations`; `admin/branch` → `admin`. */
const groupOf = (name: string) => {
  const parts = name.split('/');
  return parts.length > 2 ? parts[parts.length - 2] : parts[0];
};

export function Menu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<AccessLists>();
  const visible = entities.filter((entity) => mayAccess(permissions, entity));
  const groups = [...new Set(visible.map((e) => groupOf(e.name)))];
  return (
    <RaMenu>
      <RaMenu.Item to="/home" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {groups.map((group) => (
        <Fragment key={group}>
          <ListSubheader sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
            {translate(`app.menu.${group}`)}
          </ListSubheader>
          {visible
            .filter((entity) => groupOf(entity.name) === group)
            .map((entity) => (
              <RaMenu.ResourceItem key={entity.name} name={entity.name} />
            ))}
        </Fragment>
      ))}
    </RaMenu>
  );
}
