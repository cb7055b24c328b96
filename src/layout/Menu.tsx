/**
 * Side menu built from the declarations the user may access, grouped by their `menuGroup`
 * (domain/menuGroups.ts): with some forty sections a flat list is unusable. Each group folds
 * open and shut from its heading (a button with aria-expanded controlling the group); which
 * groups are open is kept per user in the preferences store, and the group of the page on
 * screen always opens, so the current section is never hidden. With the sidebar folded to
 * icons every entry shows, without headings. The headings are menu items with aria-expanded
 * (a menu may hold only items and groups); the sections are the menu's links.
 */
import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Collapse, ListItemButton, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { listViewRoute, mayOpenListView } from '../../domain/engine/listViews';
import type { MenuGroup } from '../../domain/menuGroups';
import { MenuEntry } from './MenuEntry';
import { groupOf, groupsOf, useVisibleEntities, useVisibleScreens } from './useVisibleEntities';
import { useAccess } from '../access';

/** Preferences-store key of the open groups (`{ commercial: true, … }`). */
export const OPEN_GROUPS_KEY = 'menu.openGroups';

/** The group of the section on screen: the longest declared name the path starts with. */
function currentGroup(pathname: string, names: string[]): MenuGroup | '' {
  const path = pathname.replace(/^\//, '');
  const match = names
    .filter((name) => path === name || path.startsWith(`${name}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? groupOf(match) : '';
}

export function Menu() {
  const translate = useTranslate();
  const visible = useVisibleEntities();
  const screens = useVisibleScreens();
  const permissions = useAccess();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useStore<Record<string, boolean>>(OPEN_GROUPS_KEY, {});
  const here = currentGroup(
    pathname,
    visible.map((e) => e.name),
  );
  // An entry is active on its own page and below it, as react-admin's are.
  const entry = (route: string, label: string) => (
    <MenuEntry
      key={route}
      to={`/${route}`}
      label={label}
      icon={route}
      active={pathname === `/${route}` || pathname.startsWith(`/${route}/`)}
    />
  );
  // Each section, followed by its named lists the user may open (domain/engine/listViews.ts).
  const items = (group: string) =>
    visible
      .filter((entity) => groupOf(entity.name) === group)
      .flatMap((entity) => [
        entry(entity.name, entity.label.many),
        ...entity.listViews
          .filter((view) => mayOpenListView(permissions, entity, view))
          .map((view) => entry(listViewRoute(entity, view), view.label)),
      ]);
  return (
    <RaMenu>
      {entry('home', translate('app.menu.home'))}
      {screens.map((screen) => entry(screen.path, screen.label))}
      {groupsOf(visible).map((group) => {
        if (!group) return <Fragment key="ungrouped">{items(group)}</Fragment>;
        if (!sidebarOpen) return <Fragment key={group}>{items(group)}</Fragment>;
        const label = translate(`app.menu.${group}`);
        const open = group === here || openGroups[group] === true;
        const listId = `menu-group-${group}`;
        return (
          <Box component="li" role="none" key={group} sx={{ listStyle: 'none' }}>
            <ListItemButton
              dense
              // A menu holds menu items and groups only: the heading is an item that unfolds.
              role="menuitem"
              aria-expanded={open}
              aria-controls={listId}
              title={translate(open ? 'app.menu.collapse' : 'app.menu.expand', { group: label })}
              onClick={() => setOpenGroups({ ...openGroups, [group]: !open })}
              sx={{ mt: 0.5, color: 'text.secondary' }}
            >
              <ListItemText
                primary={label}
                slotProps={{ primary: { variant: 'overline', sx: { lineHeight: 2 } } }}
              />
              {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <Box component="ul" role="group" id={listId} aria-label={label} sx={{ p: 0, m: 0 }}>
                {items(group)}
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </RaMenu>
  );
}
