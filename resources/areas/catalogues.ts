/** The catalogues' screens, all generated: their menu icons. */
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
import { defineScreenArea } from '../area';

export const cataloguesScreens = defineScreenArea({
  name: 'catalogues',
  icons: [
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
  ],
});
