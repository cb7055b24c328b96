/** Marketing and content: campaigns, landings, sliders, news, widgets, segmentation, settings. */
import { defineArea } from '../engine/area';
import { campaign } from '../entities/campaign';
import { landing, landingCompany } from '../entities/landing';
import { slider } from '../entities/slider';
import { news } from '../entities/news';
import { widget } from '../entities/widget';
import { segmentation } from '../entities/segmentation';
import { emailValidation } from '../entities/emailValidation';
import { contactEmails } from '../entities/contactEmails';
import { globalType, globalTypeValue } from '../entities/globalType';
import { settings } from '../entities/settings';

export const marketingArea = defineArea({
  name: 'marketing',
  entities: [
    campaign,
    landing,
    landingCompany,
    slider,
    news,
    widget,
    segmentation,
    emailValidation,
    contactEmails,
    globalType,
    globalTypeValue,
    settings,
  ],
});
