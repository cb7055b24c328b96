/**
 * The writers of the import types whose rows are a sheet of their own (ImportType.sheet in
 * domain/imports.ts), by the type's key: each turns a row's values into its records through
 * the product's own create path, as the importer.
 */
import type { ImportType } from '../../domain/imports';
import { contractCreator } from '../contracts/importContracts';
import type { Store, WriteContext } from '../rest/repository';
import type { RowCreator } from './rowWriter';

export const sheetWriters: Readonly<
  Record<string, (store: Store, ctx: WriteContext) => RowCreator>
> = {
  contract: contractCreator,
};

/** The writer of a sheet type's rows (undefined: the entity's own create, or none declared). */
export function sheetWriterOf(type: ImportType, store: Store, ctx: WriteContext) {
  return type.sheet ? sheetWriters[type.key]?.(store, ctx) : undefined;
}
