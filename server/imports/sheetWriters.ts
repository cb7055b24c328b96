/**
 * The writers of the import types whose rows are a sheet of their own (ImportType.sheet in
 * domain/imports.ts), by the type's key: each turns a row's values into its records through
 * the product's own create path, as the importer. A writer is given the import it runs for and
 * the app's services its writes need (the write hooks, notifications, the outbox), as any of
 * the product's writes gets them.
 */
import type { ImportType } from '../../domain/imports';
import { contractCreator } from '../contracts/importContracts';
import { newsCreator } from '../insurerNews/newsWriter';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import type { HookTable } from '../rest/hooks';
import type { Store, WriteContext } from '../rest/repository';
import type { RowCreator } from './rowWriter';

/** What a sheet's writer gets besides the store and the importer's write context. */
export interface SheetRun {
  importId: number;
  /** The areas' write hooks (server/app.ts): a rejected payment opens its executive's task. */
  hooks?: HookTable;
  notifier?: Notifier;
  mailer?: Mailer;
}

export const sheetWriters: Readonly<
  Record<string, (store: Store, ctx: WriteContext, run: SheetRun) => RowCreator>
> = {
  contract: contractCreator,
  insurer_news: newsCreator,
};

/** The writer of a sheet type's rows (undefined: the entity's own create, or none declared). */
export function sheetWriterOf(type: ImportType, store: Store, ctx: WriteContext, run: SheetRun) {
  return type.sheet ? sheetWriters[type.key]?.(store, ctx, run) : undefined;
}
