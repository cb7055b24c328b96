/** The coverage catalogues (issue 13): coverages by insurer, their old codes and packages. */
import { defineArea } from '../engine/area';
import { either, rule } from '../engine/routeRules';
import { coverage, coverageOld, coveragePackage } from '../entities/coverages';

const readers = [
  either('opportunities: full_access', 'contract_requests: full_access', 'coverages: full_access'),
];
/**
 * The coverages are one catalogue for every organization (domain/entities/coverages.ts): who
 * quotes reads them, only whoever administers coverages changes them (or maps an insurer's).
 */
const changes = {
  actions: Object.fromEntries(
    (['create', 'edit', 'delete'] as const).map((a) => [a, [either('coverages: full_access')]]),
  ),
};

export const coveragesArea = defineArea({
  name: 'coverages',
  entities: [coverage, coverageOld, coveragePackage],
  routes: ['coverage', 'coverage_old', 'coverage_package'].map((path) =>
    rule(path, readers, changes),
  ),
  permissionNames: {
    areas: {
      coverages: 'Coberturas',
    },
  },
});
