/**
 * Every status and substatus of spec 4, by the entity it belongs to, with its Spanish name (from
 * domain/enums) and a colour for chips and lists. The spec's codes are unique across entities
 * (opportunity 101–120, contract 251–256, import 701–704…), so a row's id is its spec code.
 * The colour follows what the status means to the person reading it: the tone each status
 * declares beside its label (domain/enums/statuses.ts), the same one its chips show.
 */
import { type EnumDef, type EnumTone } from './engine/defineEnum';
import {
  chargeStatus,
  checkStatus,
  contractRejectedPaymentStatus,
  contractRequestStatus,
  contractRequestSubstatus,
  contractResearchStatus,
  contractResponseStatus,
  contractStatus,
  contractSubstatus,
  importStatus,
  inspectionStatus,
  noObjectionLetterStatus,
  opportunityStatus,
  opportunitySubstatus,
  paymentStatus,
  quoteStatus,
  userState,
} from './enums/statuses';
import { optionByCode } from './engine/defineEnum';
import { statusFamilies } from './enums/operations';

interface Family {
  family: string;
  statuses: EnumDef;
  substatuses?: EnumDef;
}

const families: readonly Family[] = [
  { family: 'opportunity', statuses: opportunityStatus, substatuses: opportunitySubstatus },
  { family: 'contract', statuses: contractStatus, substatuses: contractSubstatus },
  {
    family: 'contract_request',
    statuses: contractRequestStatus,
    substatuses: contractRequestSubstatus,
  },
  { family: 'contract_response', statuses: contractResponseStatus },
  { family: 'inspection', statuses: inspectionStatus },
  { family: 'no_objection_letter', statuses: noObjectionLetterStatus },
  { family: 'import', statuses: importStatus },
  { family: 'quote', statuses: quoteStatus },
  { family: 'check', statuses: checkStatus },
  { family: 'payment', statuses: paymentStatus },
  { family: 'charge', statuses: chargeStatus },
  { family: 'contract_research', statuses: contractResearchStatus },
  { family: 'contract_rejected_payment', statuses: contractRejectedPaymentStatus },
  { family: 'user', statuses: userState },
];

/** Colours by meaning: done, refused or ended, waiting on someone, being worked on, other. */
export const statusTones = {
  success: '#2E7D32',
  danger: '#C62828',
  warning: '#EF6C00',
  info: '#1565C0',
  neutral: '#616161',
} as const;

/** The colour of a declared tone (domain/engine/defineEnum.ts); no tone reads as neutral. */
export function toneColour(tone: EnumTone | undefined): string {
  if (tone === 'error') return statusTones.danger;
  if (tone === undefined || tone === 'default') return statusTones.neutral;
  return statusTones[tone];
}

/** One row of the status catalogue: id = the spec's code number. */
export interface StatusRow {
  id: number;
  family: number;
  name: string;
  colour: string;
}

function rowsOf(pick: (f: Family) => EnumDef | undefined): StatusRow[] {
  return families.flatMap((f) =>
    (pick(f)?.options ?? []).map((o) => ({
      id: o.id,
      family: optionByCode(statusFamilies, f.family).id,
      name: o.label,
      colour: toneColour(o.tone),
    })),
  );
}

/** Every status of spec 4 (and the user states), read from domain/enums. */
export const statusRows = (): StatusRow[] => rowsOf((f) => f.statuses);
/** Every substatus of spec 4. */
export const substatusRows = (): StatusRow[] => rowsOf((f) => f.substatuses);
