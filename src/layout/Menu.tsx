/**
 * Side menu built from the declarations the user may access, grouped by section. Each group is
 * an ARIA group named by its heading (the heading itself is decoration for sighted users), so
 * the menu holds only menu items and groups, as assistive technology expects.
 */
import { Fragment } from 'react';
import { Box, ListSubheader } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { groupOf, groupsOf, useVisibleEntities } from './useVisibleEntities';

export function Menu() {
  const translate = useTranslate();
  const visible = useVisibleEntities();
  const groups = groupsOf(visible);
  const items = (group: string) =>
    visible
      .filter((entity) => groupOf(entity.name) === group)
      .map((entity) => <RaMenu.ResourceItem key={entity.name} name={entity.name} />);
  return (
    <RaMenu>
      <RaMenu.Item to="/home" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {groups.map((group) =>
        group ? (
          <Box component="li" role="none" key={group} sx={{ listStyle: 'none' }}>
            <Box
              component="ul"
              role="group"
              aria-label={translate(`app.menu.${group}`)}
              sx={{ p: 0, m: 0 }}
            >
              <ListSubheader
                component="div"
                aria-hidden
                sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', position: 'static' }}
              >
                {translate(`app.menu.${group}`)}
              </ListSubheader>
              {items(group)}
            </Box>
          </Box>
        ) : (
          <Fragment key="ungrouped">{items(group)}</Fragment>
        ),
      )}
    </RaMenu>
  );
}
