/**
 * The public face of generic persistence: everything else imports from here, so the files behind
 * it can change. Writes: creating.ts, updating.ts (optimistic lock on updated_at, partial PUT),
 * deleting.ts (in-use refusal, soft delete), writeRules.ts (validation before a write); reads:
 * reading.ts and listing.ts; the audit writer others call: auditTrail.ts (`auditWrite`).
 */
export { createRecord, createRecords } from './creating';
export { updateRecord } from './updating';
export { deleteRecord } from './deleting';
export { listRecords } from './listing';
export { getRecord } from './reading';
export { parseId, visibleTo } from './store';
export type { Id, Row, Store, Viewer, WriteContext } from './store';
