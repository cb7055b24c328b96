/**
 * Side menu built from the declarations the user may access, grouped by their `menuGroup`
 * (domain/menuGroups.ts): with some forty sections a flat list is unusable. Each group folds
 * open and shut from its heading (a button with aria-expanded controlling the group); which
 * groups are open or folded by the person is kept per user in the preferences store, and the
 * group of the page on screen opens when the page does, so the current section is never hidden.
 * It stays open (in this visit of the app) when the person goes on to another group's page:
 * the menu does not fold under the pointer, and going back and forth between two groups' pages
 * opens and closes nothing (each fold of a group lays out the whole page at once, about 14 ms
 * of a list's visit; issue 30). With the sidebar folded to icons every entry shows, without
 * headings. The headings are menu items with aria-expanded (a menu may hold only items and
 * groups); the sections are the menu's links.
 */
import { Fragment, memo, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Box,
  Collapse,
  ListItemButton,
  ListItemText,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Menu as RaMenu,
  useEvent,
  useSidebarState,
  useStore,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import { listViewRoute, mayOpenListView } from '../../domain/engine/listViews';
import type { Entity } from '../../domain/engine/entity';
import type { MenuGroup } from '../../domain/menuGroups';
import { MenuEntry } from './MenuEntry';
import {
  groupOf,
  groupsOf,
  useMenuEntities,
  useVisibleEntities,
  useVisibleScreens,
} from './useVisibleEntities';
import { useAccess } from '../access';

/** Preferences-store key of the open groups (`{ commercial: true, … }`). */
export const OPEN_GROUPS_KEY = 'menu.openGroups';

/**
 * The group of the section on screen: that of the longest route the path starts with, an
 * entity's or one of its named lists' (the renewals' own `contract_research_renewal`).
 */
function currentGroup(pathname: string, entities: readonly Entity[]): MenuGroup | '' {
  const path = pathname.replace(/^\//, '');
  const routes = entities.flatMap((entity) =>
    [entity.name, ...entity.listViews.map((view) => listViewRoute(entity, view))].map(
      (route) => [route, entity.name] as const,
    ),
  );
  const match = routes
    .filter(([route]) => path === route || path.startsWith(`${route}/`))
    .sort(([a], [b]) => b.length - a.length)[0];
  return match ? groupOf(match[1]) : '';
}

const HEADING_SX = { mt: 0.5, color: 'text.secondary' } as const;
const HEADING_TEXT = { primary: { variant: 'overline', sx: { lineHeight: 2 } } } as const;

/**
 * A group's heading, kept still while its group stays open or shut (a navigation re-renders the
 * menu, not its ten headings): a menu holds menu items and groups only, so the heading is an
 * item that unfolds.
 */
const GroupHeading = memo(function GroupHeading(props: {
  group: string;
  label: string;
  open: boolean;
  listId: string;
  title: string;
  onToggle: (group: string) => void;
}) {
  const { group, label, open, listId, title, onToggle } = props;
  return (
    <ListItemButton
      dense
      role="menuitem"
      aria-expanded={open}
      aria-controls={listId}
      title={title}
      onClick={() => onToggle(group)}
      sx={HEADING_SX}
    >
      <ListItemText primary={label} slotProps={HEADING_TEXT} />
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
});

export function Menu() {
  const translate = useTranslate();
  const visible = useMenuEntities();
  const listed = useVisibleEntities();
  const screens = useVisibleScreens();
  const permissions = useAccess();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const openEntry = useEvent((to: string) => {
    navigate(to, { state: { _scrollToTop: true } });
    // On a small screen the menu covers the page: it closes once a section is chosen.
    if (isSmall) setSidebarOpen(false);
  });
  const [openGroups, setOpenGroups] = useStore<Record<string, boolean>>(OPEN_GROUPS_KEY, {});
  const here = currentGroup(pathname, visible);
  // The groups whose pages were on screen in this visit of the app (kept in memory only, so the
  // menu does not end up unfolded for good).
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  if (here && !visited.has(here)) setVisited(new Set(visited).add(here));
  // A group the person folds stays folded, its own page's group too; arriving at a page of a
  // folded group opens it again.
  const isOpen = (group: string) => openGroups[group] ?? (group === here || visited.has(group));
  const store = useStoreContext();
  useEffect(() => {
    const groups = store.getItem<Record<string, boolean>>(OPEN_GROUPS_KEY) ?? {};
    if (!here || groups[here] !== false) return;
    const { [here]: _folded, ...rest } = groups;
    store.setItem(OPEN_GROUPS_KEY, rest);
  }, [here, store]);
  const toggleGroup = useEvent((group: string) =>
    setOpenGroups({ ...openGroups, [group]: !isOpen(group) }),
  );
  // An entry is active on its own page and below it, as react-admin's are.
  const entry = (route: string, label: string) => (
    <MenuEntry
      key={route}
      to={`/${route}`}
      label={label}
      icon={route}
      active={pathname === `/${route}` || pathname.startsWith(`/${route}/`)}
      onOpen={openEntry}
    />
  );
  // Each section the user lists, followed by its named lists they may open
  // (domain/engine/listViews.ts), which show without it when it is not theirs (import_news).
  const items = (group: string) =>
    visible
      .filter((entity) => groupOf(entity.name) === group)
      .flatMap((entity) => [
        ...(listed.includes(entity) ? [entry(entity.name, entity.label.many)] : []),
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
        const open = isOpen(group);
        const listId = `menu-group-${group}`;
        return (
          <Box component="li" role="none" key={group} sx={{ listStyle: 'none' }}>
            <GroupHeading
              label={label}
              open={open}
              listId={listId}
              title={translate(open ? 'app.menu.collapse' : 'app.menu.expand', { group: label })}
              onToggle={toggleGroup}
              group={group}
            />
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
