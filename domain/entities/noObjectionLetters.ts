/**
 * The ART's no-objection letter (spec 2.5 and 4: pending 1301, approved 1302, rejected 1303):
 * an employer moving to another ART brings the current one's letter. The subscriber uploads it
 * on the request («Carta de no objeción», a PDF or a photo), operations approves or rejects it
 * with the reason, and the request is emitted only with one approved
 * (domain/contracts/emissionRequirements.ts). A rejected letter stays, and a new one is uploaded.
 */
import { attachmentsOf } from '../engine/attachments';
import { optionByCode } from '../engine/defineEnum';
import { enumeration, text } from '../engine/fields';
import type { StatusMachine } from '../engine/statusMachine';
import { letterRejectReasons } from '../enums/contracts';
import { LETTER_BRANCHES } from '../contracts/emissionRequirements';
import { noObjectionLetterStatus } from '../enums/statuses';
import { OPERATOR } from '../labors';
import { contractRequest } from './contractRequests';
import { REVIEWERS } from './inspections';

const letterMachine: StatusMachine = {
  field: 'status',
  initial: 'pending',
  reasonField: 'reject_reason',
  reasonNote: 'reject_note',
  transitions: [
    {
      command: 'approve',
      label: 'Aprobar carta',
      from: ['pending'],
      to: 'approved',
      requires: [{ permission: REVIEWERS }],
    },
    {
      command: 'reject',
      label: 'Rechazar carta',
      from: ['pending'],
      to: 'rejected',
      reason: true,
      requires: [{ permission: REVIEWERS }],
    },
  ],
};

export const noObjectionLetter = attachmentsOf(contractRequest, {
  name: 'no_objection_letter',
  table: 'no_objection_letters',
  // Its many as the menu fits it; its tab on the request names it whole.
  label: { one: 'Carta de no objeción', many: 'Cartas de ART' },
  field: 'contract_request_id',
  // Spec 2.5: the ART flow's (server/contracts/requirementHooks.ts refuses another).
  offeredWhen: { branch_id: LETTER_BRANCHES },
  tab: { tab: 'no_objection_letter', label: 'Carta de no objeción' },
  fields: {
    status: enumeration({
      label: 'Estado',
      enumeration: noObjectionLetterStatus,
      required: true,
      default: optionByCode(noObjectionLetterStatus, 'pending').id,
      filter: true,
    }),
    reject_reason: enumeration({
      label: 'Motivo del rechazo',
      enumeration: letterRejectReasons,
      hiddenInList: true,
    }),
    reject_note: text({ label: 'Detalle del motivo', max: 400, hiddenInList: true }),
  },
  kinds: { kindDefault: 'letter' },
  titleHelp: 'De qué ART y de cuándo: «Carta de Provincia ART, noviembre 2026»',
  statusMachine: letterMachine,
  list: ['title', 'status', 'file', 'created_at'],
  seeAll: [OPERATOR],
});
