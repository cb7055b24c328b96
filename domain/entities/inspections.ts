/**
 * Inspections (issue 31, spec 2.5 and 4: without_picture 1101 … no_required 1106): before a
 * vehicle, the people of a personal accidents cover or a common risk is insured, operations
 * looks at its photos. «Confirmar para emisión» opens the request's inspection (not required
 * for a 0 km: server/contracts/openContractRequest.ts); the subscriber uploads the views
 * (front, back, sides, odometer, chassis: the «Fotos» tab, from a phone too) and sends it to
 * review; an operator approves it, asks for other photos or rejects it, with the reason. The
 * request is emitted only with it approved or not required (domain/contracts/emissionRequirements.ts).
 * Spec 4 shows no transitions; these are ours. It is its request's: whoever sees the request
 * sees it, and operations sees them all.
 */
import { attachmentsOf } from '../engine/attachments';
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { enumeration, reference, text } from '../engine/fields';
import { either } from '../engine/routeRules';
import type { StatusMachine } from '../engine/statusMachine';
import { inspectionReviewReasons, inspectionViews } from '../enums/contracts';
import { inspectionStatus } from '../enums/statuses';
import { OPERATOR, SUBSCRIBER, SUBSCRIBER_SUPERVISOR } from '../labors';

/** Who reviews inspections and letters: operations and the section's full access. */
export const REVIEWERS = either('contract_requests: full_access', OPERATOR);
/** Who sends one to review: the request's subscriber, their supervisor, operations. */
const SENDERS = either(
  'contract_requests: full_access',
  SUBSCRIBER_SUPERVISOR,
  SUBSCRIBER,
  OPERATOR,
);

/** Sending to review checks the required views are there (server/contracts/inspections.ts). */
export const CHECK_VIEWS = 'checkViews';

const inspectionMachine: StatusMachine<'status' | 'review_reason' | 'review_note'> = {
  field: 'status',
  initial: 'without_picture',
  reasonField: 'review_reason',
  reasonNote: 'review_note',
  transitions: [
    {
      command: 'send_to_review',
      label: 'Enviar a revisión',
      from: ['without_picture', 'with_wrong_pictures'],
      to: 'operations_review',
      requires: [{ permission: SENDERS }],
      handler: CHECK_VIEWS,
    },
    {
      command: 'approve',
      label: 'Aprobar inspección',
      from: ['operations_review'],
      to: 'approved',
      requires: [{ permission: REVIEWERS }],
    },
    {
      command: 'ask_pictures',
      label: 'Pedir otras fotos',
      from: ['operations_review'],
      to: 'with_wrong_pictures',
      reason: true,
      requires: [{ permission: REVIEWERS }],
    },
    {
      command: 'reject',
      label: 'Rechazar inspección',
      from: ['operations_review'],
      to: 'rejected',
      reason: true,
      requires: [{ permission: REVIEWERS }],
      confirm:
        'Con la inspección rechazada la solicitud no se emite: queda para anularla. ¿Continuamos?',
    },
  ],
};

export const inspection = defineEntity({
  name: 'inspection',
  table: 'inspections',
  label: { one: 'Inspección', many: 'Inspecciones' },
  scope: 'organization',
  menuGroup: 'contracts',
  // Opened by the product with its request, moved by its commands; its photos are records.
  readOnly: true,
  fields: {
    contract_request_id: reference({
      label: 'Solicitud',
      target: 'contract_request',
      required: true,
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'inspection', label: 'Inspección' },
    }),
    // What operations compares the photos with, without opening the request (its title).
    subject: text({ label: 'Qué se inspecciona', max: 300 }),
    holder_name: text({ label: 'Tomador', max: 300 }),
    plate: text({ label: 'Patente', max: 10 }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', filter: true }),
    status: enumeration({
      label: 'Estado',
      enumeration: inspectionStatus,
      required: true,
      default: optionByCode(inspectionStatus, 'without_picture').id,
      filter: true,
    }),
    review_reason: enumeration({
      label: 'Motivo de operaciones',
      enumeration: inspectionReviewReasons,
      hiddenInList: true,
    }),
    review_note: text({ label: 'Detalle del motivo', max: 400, hiddenInList: true }),
  },
  list: ['subject', 'holder_name', 'plate', 'status', 'updated_at'],
  search: ['subject', 'holder_name', 'plate'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'holder_name',
  recordQualifier: 'plate',
  assignedTo: {
    through: 'contract_request_id',
    seeAll: [OPERATOR, 'contract_requests: full_access', SUBSCRIBER_SUPERVISOR],
  },
  statusMachine: inspectionMachine,
  tabOrder: ['photos'],
  listViews: [
    {
      path: 'to_review',
      label: 'Revisar inspecciones',
      filter: { status: optionByCode(inspectionStatus, 'operations_review').id },
    },
  ],
});

/** While an inspection takes photos: new, or sent back by operations for other ones. */
export const TAKING_PHOTOS = ['without_picture', 'with_wrong_pictures'].map(
  (code) => optionByCode(inspectionStatus, code).id,
);

export const inspectionPhoto = attachmentsOf(inspection, {
  name: 'inspection/photo',
  table: 'inspection_photos',
  label: { one: 'Foto de inspección', many: 'Fotos de inspección' },
  field: 'inspection_id',
  // What operations reviewed is what is emitted (server/contracts/requirementHooks.ts).
  offeredWhen: { status: TAKING_PHOTOS },
  tab: { tab: 'photos', label: 'Fotos' },
  kinds: { enumeration: inspectionViews, label: 'Vista', kindDefault: 'front' },
  titleHelp: 'Qué muestra, si hace falta: «Frente con patente», «Rayón en la puerta»',
  inMenu: false,
});
