/**
 * The printed endorsement (issue 32 section 2, spec 7 `contract_movement/{id}/{id}/pdf`): its
 * address, what it is called and which of its two forms a movement prints, for the server
 * (server/movements/movementDocumentRoutes.ts) and the movement's page
 * (resources/movements/MovementDocumentButton.tsx). An applied endorsement prints what it
 * changed; one not applied yet (asked, sent, refused or withdrawn) prints as «Pedido de
 * endoso», what was asked, so the broker can hand it to the insurer or the client.
 */
import { optionByCode } from '../engine/defineEnum';
import { contractRequestStatus } from '../enums/statuses';
import { movementTexts } from './movementTexts';

type Row = Readonly<Record<string, unknown>>;

const EMITTED = optionByCode(contractRequestStatus, 'emitted').id;

/** Applied to its policy («Aplicar respuesta»): it has what it changed to print. */
export const movementApplied = (record: Row) => Number(record.status) === EMITTED;

/** «Endoso» or «Pedido de endoso». */
export const movementDocumentTitle = (record: Row) =>
  movementApplied(record) ? movementTexts.documentTitle : movementTexts.requestTitle;

/** `contract_movement/{policy}/{movement}/pdf`, below the API's base. */
export const movementDocumentPath = (contractId: unknown, movementId: unknown) =>
  `contract_movement/${encodeURIComponent(String(contractId))}/${encodeURIComponent(String(movementId))}/pdf`;

export const movementDocumentMessages = {
  download: (record: Row) => `Descargar ${movementDocumentTitle(record).toLowerCase()} (PDF)`,
  failed: 'No se pudo generar el endoso. Probá de nuevo en unos minutos.',
} as const;
