/**
 * The header's title dropdown (spec 2.1): jumps to any section, listing only those the user
 * may access — the same list as the side menu.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ListItemIcon, ListSubheader, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { EntityIcon } from './icons';
import { groupOf, groupsOf, useVisibleEntities, useVisibleScreens } from './useVisibleEntities';

export function TitleDropdown() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const visible = useVisibleEntities();
  const screens = useVisibleScreens();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu exists from its first opening on (and then stays, for its closing transition):
  // the header's first mount, right after login, does not build a menu nobody has opened.
  const [opened, setOpened] = useState(false);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const groups = groupsOf(visible);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        aria-haspopup="menu"
        aria-label={translate('app.menu.go_to')}
        sx={{ ml: 1, textTransform: 'none' }}
      >
        {translate('app.menu.go_to')}
      </Button>
      {opened && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => go('/home')}>{translate('app.menu.home')}</MenuItem>
          {screens.map((screen) => (
            <MenuItem key={screen.path} onClick={() => go(`/${screen.path}`)}>
              <ListItemIcon>
                <EntityIcon name={screen.path} fontSize="small" />
              </ListItemIcon>
              {screen.label}
            </MenuItem>
          ))}
          {groups.flatMap((group) => [
            ...(group
              ? [
                  <ListSubheader key={`group-${group}`}>
                    {translate(`app.menu.${group}`)}
                  </ListSubheader>,
                ]
              : []),
            ...visible
              .filter((e) => groupOf(e.name) === group)
              .map((e) => (
                <MenuItem key={e.name} onClick={() => go(`/${e.name}`)}>
                  <ListItemIcon>
                    <EntityIcon name={e.name} fontSize="small" />
                  </ListItemIcon>
                  {e.label.many}
                </MenuItem>
              )),
          ])}
        </Menu>
      )}
    </>
  );
}
