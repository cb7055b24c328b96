/**
 * Search texts now also hold a phone's national digits ("+54 9 351 555-1234" finds
 * "(0351) 15 555-1234") and a company type without its dots ("SRL" finds "S.R.L."): rows
 * written before get theirs computed again (domain/engine/searchTerms.ts).
 */
import { recomputeSearchTexts } from '../searchTexts';
import type { DialectName, DynamicDb } from '../database';

export const up = (db: DynamicDb, dialect: DialectName) => recomputeSearchTexts(db, dialect);
