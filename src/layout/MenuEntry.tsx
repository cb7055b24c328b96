/**
 * One entry of the side menu, kept still across navigations. react-admin's `MenuItemLink`
 * reads the location in every entry (and its `ResourceMenuItem` asks `useCanAccess`, a query
 * observer), so each of some forty entries rendered again at every navigation. Here the menu
 * reads the location once and tells each entry whether it is the active one, and hands every
 * entry the same function to open its page: an entry uses no router hook (`useNavigate` reads
 * the route's context, new whenever react-admin's routes render: three times while the app
 * starts, once per navigation), so it renders again only when it becomes or stops being the
 * active one or the sidebar folds. It looks and behaves as react-admin's.
 */
import { memo, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, Typography, styled } from '@mui/material';
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

const LABEL_SX = { flexGrow: 1, whiteSpace: 'normal', lineHeight: 1.3 } as const;
const FOLDED_LABEL_SX = { flexGrow: 1 } as const;

/** A click that should open the link elsewhere (new tab, window) is the browser's. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface MenuEntryProps {
  to: string;
  label: string;
  /** The section whose icon it shows (src/layout/icons.tsx). */
  icon: string;
  active: boolean;
  /** Opens an entry's page; the same function for every entry and every render (Menu.tsx). */
  onOpen: (to: string) => void;
}

export const MenuEntry = memo(function MenuEntry({
  to,
  label,
  icon,
  active,
  onOpen,
}: MenuEntryProps) {
  const [sidebarOpen] = useSidebarState();
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
        onOpen(to);
      }}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <EntityIcon name={icon} />
      </ListItemIcon>
      {/* A span: Typography's "inherit" is a paragraph, which named the item in its stead. A
          long name («Coberturas sin identificador») takes a second line rather than losing
          its end to an ellipsis; folded to icons, the menu hides it on one line. */}
      <Typography
        variant="inherit"
        component="span"
        noWrap={!sidebarOpen}
        sx={sidebarOpen ? LABEL_SX : FOLDED_LABEL_SX}
      >
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
