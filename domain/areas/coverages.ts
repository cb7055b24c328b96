/** The coverage catalogues (issue 13): coverages by insurer, their old codes and packages. */
import { defineArea } from '../engine/area';
import { coverage, coverageOld, coveragePackage } from '../entities/coverages';

export const coveragesArea = defineArea({
  name: 'coverages',
  entities: [coverage, coverageOld, coveragePackage],
});
