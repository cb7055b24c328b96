/** The catalogues: insurers and producers, vehicles, payments (issue 11). */
import { defineArea } from '../engine/area';
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
});
