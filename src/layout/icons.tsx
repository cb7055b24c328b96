/**
 * One icon per section, declared once: the side menu, the title dropdown and the home shortcuts
 * all take it from here, so "Compañías" looks the same everywhere and no two sections share one.
 */
import { createElement, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventIcon from '@mui/icons-material/Event';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import LocalPostOfficeIcon from '@mui/icons-material/LocalPostOffice';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import NotificationsIcon from '@mui/icons-material/Notifications';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';

export const sectionIcons: ReadonlyMap<string, ComponentType<SvgIconProps>> = new Map([
  ['notifications', NotificationsIcon],
  ['admin/company', BusinessIcon],
  ['admin/branch', CategoryIcon],
  ['admin/holiday', EventIcon],
  ['admin/team', GroupsIcon],
  ['admin/outbox', OutboxIcon],
  ['admin/audit', HistoryIcon],
  ['admin/currencies/currency', PaymentsIcon],
  ['admin/currencies/currency_quotation', CurrencyExchangeIcon],
  ['admin/locations/country', PublicIcon],
  ['admin/locations/state', MapIcon],
  ['admin/locations/locality', LocationCityIcon],
  ['admin/locations/zipcode', LocalPostOfficeIcon],
  ['auth-admin/role', AdminPanelSettingsIcon],
  ['auth-admin/assigment', BadgeIcon],
  ['auth-admin/user', PeopleIcon],
]);

/** A section's icon; a section declared without one gets a plain folder until it has one. */
export const iconOf = (name: string) => sectionIcons.get(name) ?? FolderIcon;

export function EntityIcon({ name, ...props }: { name: string } & SvgIconProps) {
  return createElement(iconOf(name), { 'aria-hidden': true, ...props });
}
