/**
 * Who opens the researches (spec 2.3 and 6), in the contracts area's routes: each list by its
 * word (`contract_researches renewal|reinvoicing|art_increase`), `view` or the section's full
 * access; its settings also by `set_configuration_to_automatic_…`. The records themselves
 * (`contract_research/{id}`, the policy's tabs) open with any of the three or `view`; changing
 * one, opening one by hand or running its commands with any of the three; deleting one only
 * with the full access.
 */
import { either, of, rule, type RouteRule } from '../engine/routeRules';

const KINDS = ['renewal', 'reinvoicing', 'art_increase'] as const;
const researches = (kind: (typeof KINDS)[number]) =>
  either(...of('contract_researches', 'full_access', kind, 'view'));
const workers = [either(...of('contract_researches', 'full_access', ...KINDS))];
const settings = (kind: 'renewal' | 'reinvoicing') =>
  rule('settings', [either(`contract_researches: set_configuration_to_automatic_${kind}`)]);

export const researchRoutes: RouteRule[] = [
  rule(
    'contract_research',
    [either(...of('contract_researches', 'full_access', ...KINDS, 'view'))],
    {
      actions: {
        create: workers,
        edit: workers,
        delete: [either('contract_researches: full_access')],
      },
    },
  ),
  rule('contract_research_renewal', [researches('renewal')], {
    children: [settings('renewal')],
  }),
  rule('contract_research_reinvoicing', [researches('reinvoicing')], {
    children: [settings('reinvoicing')],
  }),
  rule('contract_research_art_increase', [researches('art_increase')]),
];
