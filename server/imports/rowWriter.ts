/**
 * One spreadsheet row into one record, through the entity's own write path: the cells of the
 * mapped columns read as field values (domain/importCells.ts), names of references looked up,
 * then the repository's create, or its partial update when the row matches an existing record
 * by the import type's key. Whatever refuses the row (a cell, the validators, a unique or
 * reference rule, a hook) becomes the Spanish reason of the failed-rows workbook.
 */
import { sql } from 'kysely';
import type { Entity } from '../../domain/entity';
import { entityByName } from '../../domain/entities';
import { isTextKind } from '../../domain/fields';
import { convertCell, isBlankCell, type CellValue } from '../../domain/importCells';
import type { ColumnMapping } from '../../domain/imports';
import { errorMessages } from '../../domain/messages';
import { validateRecord } from '../../domain/validate';
import { encodeValues } from '../db/codec';
import { HttpProblem } from '../http/problems';
import {
  createRecord,
  updateRecord,
  visibleTo,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from '../resources/repository';
import { writerAsViewer } from '../resources/store';
import { ReferenceResolver } from './references';

export type RowOutcome = { ok: true; updated: boolean } | { ok: false; reason: string };

/** Every message of a refusal, in one line: "El campo CUIT no es un CUIT válido. …". */
export function reasonOf(error: unknown): string {
  if (error instanceof HttpProblem) {
    const messages = error.errors ? Object.values(error.errors).flat() : [];
    return [...new Set(messages.length ? messages : [error.message])].join(' ');
  }
  return `${errorMessages.generic}: la fila no se pudo guardar.`;
}

export class RowWriter {
  private readonly resolver: ReferenceResolver;

  constructor(
    private readonly store: Store,
    private readonly entity: Entity,
    private readonly mapping: ColumnMapping,
    private readonly matchBy: readonly string[],
    private readonly ctx: WriteContext,
    /** Where an unexpected error (not a refusal) is reported. */
    private readonly log: (error: unknown) => void = () => undefined,
  ) {
    this.resolver = new ReferenceResolver(store, writerAsViewer(ctx));
  }

  /** The row's input (field → value the validator reads) and the problems of its cells. */
  private async input(
    cells: readonly CellValue[],
  ): Promise<{ input: Row; problems: Map<string, string[]> }> {
    const input: Row = {};
    const problems = new Map<string, string[]>();
    const say = (name: string, problem: string) =>
      problems.set(name, [...(problems.get(name) ?? []), problem]);
    for (const [column, name] of this.mapping.entries()) {
      if (name === null) continue;
      const cell = cells[column] ?? null;
      if (isBlankCell(cell)) continue; // unset: the default on create, unchanged on update
      const field = this.entity.fields[name];
      const converted = convertCell(field, cell);
      if ('problem' in converted) say(name, converted.problem);
      else if ('value' in converted) input[name] = converted.value;
      else {
        const target = entityByName((field as { target: string }).target);
        const ids: (number | string)[] = [];
        for (const label of converted.lookup) {
          const found = await this.resolver.resolve(target, label, field.label);
          if ('problem' in found) say(name, found.problem);
          else ids.push(found.id);
        }
        input[name] = field.kind === 'referenceList' || field.kind === 'memberList' ? ids : ids[0];
      }
    }
    return { input, problems };
  }

  /**
   * Every problem of a row whose cells could not all be read: theirs, and what the validator
   * says of the other fields (a missing name beside an impossible date), in the fields' order,
   * so one round of fixes is enough.
   */
  private async everyProblem(input: Row, problems: Map<string, string[]>): Promise<string> {
    const readable = Object.fromEntries(
      Object.entries(input).filter(([name]) => !problems.has(name)),
    );
    const mode = (await this.existing(readable)) === null ? 'create' : 'update';
    const { errors } = validateRecord(this.entity, readable, mode);
    const messages = Object.keys(this.entity.fields).flatMap(
      (name) => problems.get(name) ?? (Object.hasOwn(errors, name) ? errors[name] : []),
    );
    return [...new Set(messages)].join(' ');
  }

  /** The record this row's key values name, among those the importer may see. */
  private async existing(input: Row): Promise<Id | null> {
    if (!this.matchBy.length || this.matchBy.some((name) => input[name] === undefined)) return null;
    const { values, errors } = validateRecord(this.entity, input, 'create');
    if (this.matchBy.some((name) => Object.hasOwn(errors, name) || values[name] == null))
      return null;
    const stored = encodeValues(this.entity, values, this.store.dialect);
    let query = visibleTo(
      this.store.db.selectFrom(this.entity.table).select('id'),
      this.entity,
      writerAsViewer(this.ctx),
    );
    for (const name of this.matchBy) {
      query = isTextKind(this.entity.fields[name].kind)
        ? query.where(sql<boolean>`lower(${sql.ref(name)}) = lower(${stored[name]})`)
        : query.where(name, '=', stored[name]);
    }
    const found = await query.limit(1).executeTakeFirst();
    return found ? (found.id as Id) : null;
  }

  async write(cells: readonly CellValue[]): Promise<RowOutcome> {
    try {
      const { input, problems } = await this.input(cells);
      if (problems.size) return { ok: false, reason: await this.everyProblem(input, problems) };
      const id = await this.existing(input);
      if (id === null) {
        await createRecord(this.store, this.entity, input, this.ctx);
        return { ok: true, updated: false };
      }
      // Fields accepted only on create stay as they are on a record that already exists.
      const changes = Object.fromEntries(
        Object.entries(input).filter(([name]) => !this.entity.fields[name].readOnly),
      );
      await updateRecord(this.store, this.entity, id, changes, this.ctx);
      return { ok: true, updated: true };
    } catch (error) {
      if (!(error instanceof HttpProblem)) this.log(error);
      return { ok: false, reason: reasonOf(error) };
    }
  }
}
