/**
 * A client is now also found by its other phones (the embedded list named in its `search`),
 * and a phone item by its national digits: search texts written before are computed again.
 */
import { recomputeSearchTexts } from '../searchTexts';
import type { DialectName, DynamicDb } from '../database';

export const up = (db: DynamicDb, dialect: DialectName) => recomputeSearchTexts(db, dialect);
