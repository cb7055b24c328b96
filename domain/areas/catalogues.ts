/** The catalogues: insurers and producers, vehicles, payments (issue 11). */
import { defineArea } from '../engine/area';
import { section } from '../engine/permissionWords';
import { adminSections } from '../engine/routeRules';
import { organization } from '../entities/organization';
import { producer, producerCompanyCommission } from '../entities/producer';
import { map } from '../entities/map';
import { quoteCampaign } from '../entities/quoteCampaign';
import { service, serviceInfoDetail } from '../entities/service';
import { infocar, vehicle, vehicleOther } from '../entities/vehicles';
import { bincode, paymentCompany, paymentType } from '../entities/payments';

export const cataloguesArea = defineArea({
  name: 'catalogues',
  entities: [
    organization,
    producer,
    producerCompanyCommission,
    map,
    quoteCampaign,
    service,
    serviceInfoDetail,
    infocar,
    vehicle,
    vehicleOther,
    paymentType,
    paymentCompany,
    bincode,
  ],
  routes: [
    adminSections(
      ['organization', 'organizations'],
      ['producer', 'producers'],
      ['producer_company_commission', 'producers'],
      ['map', 'maps'],
      ['quote_campaign', 'quote_campaigns'],
      ['service', 'services'],
      ['service_info_detail', 'services'],
      ['infocar', 'infocar'],
      ['vehicle', 'vehicles'],
      ['vehicle_other', 'vehicles'],
      ['payment', 'payments'],
      ['bincode', 'bincodes'],
    ),
  ],
  permissionNames: {
    actions: {
      bincodes: section('Códigos BIN'),
      infocar: section('Infocar'),
      maps: section('Mapas'),
      organizations: section('Organizaciones'),
      payments: section('Medios de pago'),
      producers: section('Productores'),
      quote_campaigns: section('Campañas de cotización'),
      services: section('Servicios'),
      vehicles: section('Vehículos'),
    },
  },
});
