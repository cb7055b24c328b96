/**
 * One entry of the side menu, kept still across navigations. react-admin's `MenuItemLink`
 * reads the location in every entry (and its `ResourceMenuItem` asks `useCanAccess`, a query
 * observer), so each of some forty entries rendered again at every navigation. Here the menu
 * reads the location once and tells each entry whether it is the active one: an entry renders
 * again only when that changes or the sidebar folds. It looks and behaves as react-admin's.
 */
import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ListItemIcon,
  MenuItem,
  Typography,
  styled,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { RowTooltip } from '../components/RowTooltip';
import { EntityIcon } from './icons';

const Entry = styled(MenuItem)(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: theme.palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`&.${MenuItemLinkClasses.active}`]: { color: theme.palette.text.primary },
})) as typeof MenuItem;

/** A click that should open the link elsewhere (new tab, window) is the browser's. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface MenuEntryProps {
  to: string;
  label: string;
  /** The section whose icon it shows (src/layout/icons.tsx). */
  icon: string;
  active: boolean;
}

export const MenuEntry = memo(function MenuEntry({ to, label, icon, active }: MenuEntryProps) {
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const entry = (
    <Entry
      component="a"
      href={to}
      tabIndex={0}
      className={`${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to, { state: { _scrollToTop: true } });
        // On a small screen the menu covers the page: it closes once a section is chosen.
        if (isSmall) setSidebarOpen(false);
      }}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <EntityIcon name={icon} />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </Entry>
  );
  // Folded to icons, the entry's name shows beside it on hover or focus.
  if (sidebarOpen) return entry;
  return (
    <RowTooltip title={label} placement="right">
      {entry}
    </RowTooltip>
  );
});
