/**
 * A number kept as text in groups is also found without each group's leading zeros (a policy
 * "003-01-0089908" by "3-1-89908", domain/engine/searchTerms.ts): the contract requests written
 * before, which hold the insurers' policy numbers, get their search texts computed again.
 */
import { recomputeSearchTexts } from '../searchTexts';
import type { DialectName, DynamicDb } from '../database';

export const up = (db: DynamicDb, dialect: DialectName) =>
  recomputeSearchTexts(db, dialect, ['contract_requests']);
