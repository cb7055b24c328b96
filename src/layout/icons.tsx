/**
 * One icon per section, declared once: the side menu, the title dropdown and the home shortcuts
 * all take it from here, so "Compañías" looks the same everywhere and no two sections share one.
 */
import { createElement, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import LinkIcon from '@mui/icons-material/Link';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ForumIcon from '@mui/icons-material/Forum';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import PersonIcon from '@mui/icons-material/Person';
import DownloadIcon from '@mui/icons-material/Download';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UpdateIcon from '@mui/icons-material/Update';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventIcon from '@mui/icons-material/Event';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
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
import UploadFileIcon from '@mui/icons-material/UploadFile';
// Operations: activity, API clients, the call queue, statuses
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import TimelineIcon from '@mui/icons-material/Timeline';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
// Insurers, vehicles, payments
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import PercentIcon from '@mui/icons-material/Percent';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PinIcon from '@mui/icons-material/Pin';
// Marketing and content
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import TocIcon from '@mui/icons-material/Toc';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WebIcon from '@mui/icons-material/Web';
import WidgetsIcon from '@mui/icons-material/Widgets';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
// Coverage catalogues
import ShieldIcon from '@mui/icons-material/Shield';
import PolicyIcon from '@mui/icons-material/Policy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { screenAreas } from '../../resources/areas';

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
  // Files
  ['admin/media', PermMediaIcon],
  // Insurers, vehicles, payments
  ['admin/organization', ApartmentIcon],
  ['admin/producer', AssignmentIndIcon],
  ['admin/producer_company_commission', PercentIcon],
  ['admin/map', CompareArrowsIcon],
  ['admin/quote_campaign', LocalOfferIcon],
  ['admin/service', CloudSyncIcon],
  ['admin/service_info_detail', ReceiptLongIcon],
  ['admin/infocar', MenuBookIcon],
  ['admin/vehicle', DirectionsCarIcon],
  ['admin/vehicle_other', AgricultureIcon],
  ['admin/payment/payment_type', AccountBalanceWalletIcon],
  ['admin/payment/payment_company', CreditCardIcon],
  ['admin/bincode', PinIcon],
  // Marketing and content
  ['admin/campaign', CampaignIcon],
  ['admin/landing', WebIcon],
  ['admin/landing-company', HandshakeIcon],
  ['admin/slider', ViewCarouselIcon],
  ['admin/news', NewspaperIcon],
  ['admin/widget', WidgetsIcon],
  ['admin/segmentation', DonutLargeIcon],
  ['admin/email_validation', MarkEmailReadIcon],
  ['admin/contact_emails', ContactMailIcon],
  ['admin/global_type', FormatListBulletedIcon],
  ['admin/global_type/value', TocIcon],
  ['admin/settings', TuneIcon],
  // Jobs and downloads
  ['admin/cron', ScheduleIcon],
  ['admin/cron/run', UpdateIcon],
  ['admin/download', DownloadIcon],
  // Imports
  ['admin/import', UploadFileIcon],
  // Operations: activity, API clients, the call queue, statuses
  ['admin/activity', TimelineIcon],
  ['admin/client', VpnKeyIcon],
  ['admin/caller_priority', PhoneInTalkIcon],
  ['admin/caller_priority/group', GroupWorkIcon],
  ['admin/caller_priority_opportunity', PhoneCallbackIcon],
  ['admin/status', LabelIcon],
  ['admin/status_substatus', LabelImportantIcon],
  // Sales targets
  ['admin/sales-target', TrackChangesIcon],
  // Clients (issue 12)
  ['economic_group', AccountTreeIcon],
  ['account', PersonIcon],
  ['contact', ContactPhoneIcon],
  ['account_contact', LinkIcon],
  ['contact_list', ForwardToInboxIcon],
  ['contact_list_member', PlaylistAddCheckIcon],
  ['interaction', ForumIcon],
  ['task', TaskAltIcon],
  ['lead', PersonSearchIcon],
  ['bindings', SupervisorAccountIcon],
  // Coverage catalogues (issue 13), the named list of the unmatched ones too
  ['coverage', ShieldIcon],
  ['coverage_old', PolicyIcon],
  ['coverage_old/without-identifier', LinkOffIcon],
  ['coverage_package', Inventory2Icon],
  // Hand-written screens of an area (domain/screens.ts areaScreens)
  ['schedule', CalendarMonthIcon],
  // The areas' own (resources/areas.ts)
  ...screenAreas.flatMap((area) => area.icons ?? []),
]);

/** A section's icon; a section declared without one gets a plain folder until it has one. */
export const iconOf = (name: string) => sectionIcons.get(name) ?? FolderIcon;

export function EntityIcon({ name, ...props }: { name: string } & SvgIconProps) {
  return createElement(iconOf(name), { 'aria-hidden': true, ...props });
}
