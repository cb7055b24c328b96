/**
 * Contract researches (issue 32 section 4, spec 2.3, 3, 4 and 6): a policy looked at again
 * before it ends (a renewal) or for a change of its price (a re-invoicing, an ART increase), one
 * table with its kind. The scheduled rule opens the renewals of policies due within the
 * organization's window and re-quotes them (server/researches/); one may also be opened by hand
 * from the policy's tab. What it says of its policy (holder, due date, premium, executive) is
 * copied when it opens, so the workbench sorts and filters without reading the policies; what
 * the insurers answer is written by the quoting. A research is its policy's: whoever sees the
 * policy sees it.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import {
  boolean,
  date,
  datetime,
  decimal,
  enumeration,
  integer,
  longText,
  money,
  reference,
  text,
} from '../engine/fields';
import { branches } from '../enums/branches';
import { contractResearchTypes } from '../enums/catalogues';
import { contractResearchStatus, contractStatus } from '../enums/statuses';
import { contractResearchKinds } from '../enums/researches';
import { IN_FORCE } from './contractMachine';
import { researchMachine } from '../researches/researchMachine';

const USER = 'auth-admin/user';
const AMOUNT = { min: 0, max: 1e13, system: true } as const;
export const researchKind = (code: string) => optionByCode(contractResearchKinds, code).id;
const status = (code: string) => optionByCode(contractResearchStatus, code).id;

/**
 * The workbench's columns (issue 32): due date, premiums, change, claims and executive, with the
 * policy, whose it is (its holder) and the status; they fit a 1,366 px laptop with the menu open.
 */
const WORKBENCH = [
  'contract_id',
  'holder_name',
  'due_date',
  'current_premium',
  'proposed_premium',
  'change_pct',
  'claims_in_period',
  'executive_id',
  'status',
] as const;

/** A rise beyond the limit in the error colour, another rise as a warning, a fall as good news. */
const changeTone = (record: Readonly<Record<string, unknown>>) => {
  const change = record.change_pct;
  if (change === null || change === undefined) return null;
  if (record.over_limit === true) return 'error' as const;
  return Number(change) > 0 ? ('warning' as const) : ('success' as const);
};

/** Workers' compensation (Aseguradora de Riesgos del Trabajo): the branch ART increases concern. */
export const ART_BRANCH = optionByCode(branches, 'art').id;

export const contractResearch = defineEntity({
  name: 'contract_research',
  table: 'contract_researches',
  label: { one: 'Relevamiento', many: 'Relevamientos' },
  scope: 'organization',
  menuGroup: 'contracts',
  fields: {
    title: text({ label: 'Relevamiento', max: 300, system: true }),
    contract_id: reference({
      label: 'Póliza',
      target: 'contract',
      required: true,
      readOnly: true,
      filter: true,
      // Only a policy still covering is looked at again (server/researches/researchHooks.ts).
      offeredWhen: { status: IN_FORCE.map((code) => optionByCode(contractStatus, code).id) },
      // Spec 2.3: the policy's research_renewal, research_reinvoicing and research_art_increase.
      detailTab: {
        split: {
          field: 'kind',
          tabs: [
            { value: researchKind('renewal'), tab: 'research_renewal', label: 'Renovaciones' },
            {
              value: researchKind('reinvoicing'),
              tab: 'research_reinvoicing',
              label: 'Refacturaciones',
            },
            {
              value: researchKind('art_increase'),
              tab: 'research_art_increase',
              label: 'Aumentos de ART',
              // Only a workers' compensation policy has its ART premium raised.
              parentWhen: { field: 'branch_id', in: [ART_BRANCH] },
            },
          ],
        },
      },
    }),
    kind: enumeration({
      label: 'Tipo',
      enumeration: contractResearchKinds,
      required: true,
      readOnly: true,
      default: researchKind('renewal'),
      filter: true,
    }),
    // Spec 3's type: a renewal is one, a re-invoicing or an ART increase a research.
    research_type: enumeration({
      label: 'Tipo de relevamiento',
      enumeration: contractResearchTypes,
      system: true,
      hiddenInList: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: contractResearchStatus,
      required: true,
      default: status('open'),
      filter: true,
    }),
    over_limit: boolean({ label: 'Aumento sobre el límite', system: true, filter: true }),
    holder_name: text({ label: 'Tomador', max: 300, system: true }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      system: true,
      hiddenInList: true,
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', system: true, filter: true }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      system: true,
      filter: true,
      hiddenInList: true,
    }),
    executive_id: reference({ label: 'Ejecutivo', target: USER, system: true, filter: true }),
    due_date: date({ label: 'Vence', system: true, filter: true }),
    current_premium: money({ label: 'Premio actual', ...AMOUNT }),
    proposed_premium: money({ label: 'Premio propuesto', ...AMOUNT }),
    change_pct: decimal({
      label: 'Variación %',
      scale: 2,
      min: -100,
      max: 100_000,
      system: true,
      tone: changeTone,
    }),
    proposed_company_id: reference({
      label: 'Compañía propuesta',
      target: 'admin/company',
      system: true,
      hiddenInList: true,
    }),
    best_premium: money({ label: 'Mejor premio del mercado', ...AMOUNT, hiddenInList: true }),
    best_company_id: reference({
      label: 'Compañía del mejor premio',
      target: 'admin/company',
      system: true,
      hiddenInList: true,
    }),
    // The claims of the policy's period: no claims area yet, so none is ever counted (0), not
    // made up; the claims' area fills it when it lands (issue 32 names it on the workbench).
    claims_in_period: integer({ label: 'Siniestros', min: 0, system: true, default: 0 }),
    quoted_at: datetime({ label: 'Cotizada', system: true, hiddenInList: true }),
    quotes_summary: longText({ label: 'Respuestas de las compañías', max: 4000, system: true }),
    contract_request_id: reference({
      label: 'Solicitud de renovación',
      target: 'contract_request',
      system: true,
      hiddenInList: true,
    }),
    renewed_contract_id: reference({
      label: 'Póliza renovada',
      target: 'contract',
      system: true,
      hiddenInList: true,
    }),
    notes: longText({ label: 'Observaciones', max: 4000, hiddenInList: true }),
  },
  list: ['title', 'kind', 'due_date', 'status', 'executive_id'],
  search: ['title', 'holder_name'],
  // The soonest to end first: the workbench is worked from the top.
  sort: { field: 'due_date', order: 'ASC' },
  recordLabel: 'title',
  computed: [
    {
      field: 'research_type',
      from: ['kind'],
      compute: (values) =>
        optionByCode(
          contractResearchTypes,
          Number(values.kind) === researchKind('renewal') ? 'renewal' : 'research',
        ).id,
    },
  ],
  // A research is its policy's, which is its client's (two hops); subscribers see every policy.
  assignedTo: { through: 'contract_id', seeAll: ['contract_researches: full_access'] },
  indexes: [['contract_id', 'kind', 'due_date']],
  statusMachine: researchMachine,
  // Spec 2.3's three lists, each at its own route; the renewals' is the workbench.
  listViews: [
    {
      path: 'renewal',
      route: 'contract_research_renewal',
      label: 'Renovaciones',
      filter: { kind: researchKind('renewal') },
      list: WORKBENCH,
      rowCommands: ['offer', 'emit'],
      links: [{ label: 'Configuración', route: 'contract_research_renewal/settings' }],
    },
    {
      path: 'reinvoicing',
      route: 'contract_research_reinvoicing',
      label: 'Refacturaciones',
      filter: { kind: researchKind('reinvoicing') },
      list: ['title', 'due_date', 'current_premium', 'executive_id', 'status'],
      links: [{ label: 'Configuración', route: 'contract_research_reinvoicing/settings' }],
    },
    {
      path: 'art_increase',
      route: 'contract_research_art_increase',
      label: 'Aumentos de ART',
      filter: { kind: researchKind('art_increase') },
      list: ['title', 'due_date', 'current_premium', 'executive_id', 'status'],
    },
  ],
});
