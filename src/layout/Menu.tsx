/** Side menu built from the declarations the user may access, grouped by section. */
import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { groupOf, groupsOf, useVisibleEntities } from './useVisibleEntities';

export function Menu() {
  const translate = useTranslate();
  const visible = useVisibleEntities();
  const groups = groupsOf(visible);
  return (
    <RaMenu>
      <RaMenu.Item to="/home" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {groups.map((group) => (
        <Fragment key={group}>
          {group && (
            <ListSubheader sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {translate(`app.menu.${group}`)}
            </ListSubheader>
          )}
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
