/**
 * Search texts now also hold each number-like value as bare digits (codec.ts `searchText`), so
 * a CUIT or a phone typed without separators is found without a replace() over every row. Rows
 * written before get their search text computed again, from the declarations of today.
 */
import { recomputeSearchTexts } from '../searchTexts';
import type { DialectName, DynamicDb } from '../database';

export const up = (db: DynamicDb, dialect: DialectName) => recomputeSearchTexts(db, dialect);
