/**
 * One spreadsheet row into one record, through the entity's own write path: the cells of the
 * mapped columns read as field values (domain/engine/importCells.ts), names of references looked up,
 * then the repository's create, or its partial update when the row matches an existing record
 * by the import type's key. Whatever refuses the row (a cell, the validators, a unique or
 * reference rule, a hook) becomes the Spanish reason of the failed-rows workbook. Numbered
 * column groups (domain/engine/importGroups.ts) become the items of the entity's embedded lists,
 * written with it in the create's one transaction; their problems name the group
 * ("Teléfono 2: …").
 */
import { sql } from 'kysely';
import type { Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { isTextKind } from '../../domain/engine/fields';
import { convertCell, isBlankCell, type CellValue } from '../../domain/engine/importCells';
import { importFieldOf, parseGroupField } from '../../domain/engine/importGroups';
import type { ColumnMapping } from '../../domain/imports';
import { errorMessages } from '../../domain/engine/messages';
import { validateRecord } from '../../domain/engine/validate';
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
} from '../rest/repository';
import { writerAsViewer } from '../rest/store';
import { duplicateRefusal } from './duplicateRows';
import { ReferenceResolver } from './references';

/** `held`: written, but kept for a person to decide on (an insurer's news row to review). */
export type RowOutcome =
  { ok: true; updated: boolean; held?: boolean } | { ok: false; reason: string };

/**
 * How a sheet's row (ImportType.sheet) becomes records: given the values its cells were read
 * as and its line in the file, it writes them or throws the HttpProblem whose messages refuse
 * the row; it answers `{ held: true }` for a row it kept for review rather than applied.
 */
export type RowCreator = (
  input: Row,
  place: { line: number },
) => Promise<{ held?: boolean } | void>;

/** An item's path as the validator keys it (`phones.0.number`): its list, position, field. */
const ITEM_PATH = /^([^.]+)\.(\d+)(?:\.(.+))?$/;

/**
 * The group numbers of each list's items in the row (`phones` → [1, 3] when group 2 was
 * blank), to name an item's problem by the columns it came from.
 */
type Groups = Map<string, number[]>;

/** Every message of a refusal, in one line: "El campo CUIT no es un CUIT válido. …". */
export function reasonOf(error: unknown, entity?: Entity, groups: Groups = new Map()): string {
  if (error instanceof HttpProblem) {
    const messages = error.errors
      ? Object.entries(error.errors).flatMap(([key, list]) =>
          list.map((message) => (entity ? named(entity, key, message, groups) : message)),
        )
      : [];
    return [...new Set(messages.length ? messages : [error.message])].join(' ');
  }
  return `${errorMessages.generic}: la fila no se pudo guardar.`;
}

/** An item's message as "Teléfono 2: …" (`key` by position, or by group when `byGroup`). */
function named(entity: Entity, key: string, message: string, groups: Groups, byGroup = false) {
  const m = ITEM_PATH.exec(key);
  const list = m ? entity.fields[m[1]] : undefined;
  if (!m || list?.kind !== 'embeddedList') return message;
  const group = byGroup ? Number(m[2]) : (groups.get(m[1])?.[Number(m[2])] ?? Number(m[2]) + 1);
  return `${list.of.label.one} ${group}: ${message}`;
}

export class RowWriter {
  private readonly resolver: ReferenceResolver;

  constructor(
    private readonly store: Store,
    private readonly entity: Entity,
    private readonly mapping: ColumnMapping,
    private readonly matchBy: readonly string[],
    private readonly ctx: WriteContext,
    /** Duplicate fields that refuse a row to create (ImportType.refuseDuplicates). */
    private readonly refuseDuplicates: readonly string[],
    /** Where an unexpected error (not a refusal) is reported. */
    private readonly log: (error: unknown) => void = () => undefined,
    /** A sheet's writer, instead of the entity's own create. */
    private readonly creator?: RowCreator,
  ) {
    this.resolver = new ReferenceResolver(store, writerAsViewer(ctx));
  }

  /**
   * The row's input (field → value the validator reads, each list's items from their groups),
   * the problems of its cells (an item's keyed by its group: `phones.2.number`) and the group
   * each item came from.
   */
  private async input(
    cells: readonly CellValue[],
  ): Promise<{ input: Row; problems: Map<string, string[]>; groups: Groups }> {
    const input: Row = {};
    const items = new Map<string, Map<number, Row>>();
    const problems = new Map<string, string[]>();
    const say = (name: string, problem: string) =>
      problems.set(name, [...(problems.get(name) ?? []), problem]);
    const put = (name: string, value: unknown) => {
      const group = parseGroupField(this.entity, name);
      if (!group) return void (input[name] = value);
      const groups = items.get(group.list) ?? new Map<number, Row>();
      items.set(group.list, groups);
      groups.set(group.group, { ...groups.get(group.group), [group.field]: value });
    };
    for (const [column, name] of this.mapping.entries()) {
      if (name === null) continue;
      const cell = cells[column] ?? null;
      if (isBlankCell(cell)) continue; // unset: the default on create, unchanged on update
      const field = importFieldOf(this.entity, name)!;
      const converted = convertCell(field, cell);
      if ('problem' in converted) say(name, converted.problem);
      else if ('value' in converted) put(name, converted.value);
      else {
        const target = entityByName((field as { target: string }).target);
        const ids: (number | string)[] = [];
        for (const label of converted.lookup) {
          const found = await this.resolver.resolve(target, label, field.label);
          if ('problem' in found) say(name, found.problem);
          else ids.push(found.id);
        }
        put(name, field.kind === 'referenceList' || field.kind === 'memberList' ? ids : ids[0]);
      }
    }
    // A started group is an item; a blank one is none (its problems still name its number).
    const groups: Groups = new Map();
    for (const [list, byGroup] of items) {
      const numbers = [...byGroup.keys()].sort((a, b) => a - b);
      groups.set(list, numbers);
      input[list] = numbers.map((n) => byGroup.get(n));
    }
    return { input, problems, groups };
  }

  /**
   * Every problem of a row whose cells could not all be read: theirs, and what the validator
   * says of the other fields (a missing name beside an impossible date), in the fields' order
   * (an item's after its list's, group by group), so one round of fixes is enough.
   */
  private async everyProblem(
    input: Row,
    problems: Map<string, string[]>,
    groups: Groups,
  ): Promise<string> {
    const readable = Object.fromEntries(
      Object.entries(input).filter(([name]) => !problems.has(name)),
    );
    const mode = (await this.existing(readable)) === null ? 'create' : 'update';
    const { errors } = validateRecord(this.entity, readable, mode);
    // The validator's item paths by position, renamed by group as the cells' problems are.
    const byGroup = new Map(problems);
    for (const [key, messages] of Object.entries(errors)) {
      const m = ITEM_PATH.exec(key);
      const numbers = m && m[3] ? groups.get(m[1]) : undefined;
      const name = numbers ? `${m![1]}.${numbers[Number(m![2])]}.${m![3]}` : key;
      if (!byGroup.has(name)) byGroup.set(name, messages);
    }
    const order = (key: string) => {
      const m = ITEM_PATH.exec(key);
      const at = Object.keys(this.entity.fields).indexOf(m ? m[1] : key);
      return [at < 0 ? Infinity : at, m ? Number(m[2]) : 0];
    };
    const keys = [...byGroup.keys()].sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] - y[0] || x[1] - y[1];
    });
    const messages = keys.flatMap((key) =>
      byGroup.get(key)!.map((message) => named(this.entity, key, message, groups, true)),
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

  /** Writes the row at `line` of the file (the header is line 1). */
  async write(cells: readonly CellValue[], line = 0): Promise<RowOutcome> {
    let groups: Groups = new Map();
    try {
      const read = await this.input(cells);
      const { input, problems } = read;
      groups = read.groups;
      if (problems.size)
        return { ok: false, reason: await this.everyProblem(input, problems, groups) };
      if (this.creator) {
        const written = await this.creator(input, { line });
        return { ok: true, updated: false, ...(written?.held ? { held: true } : {}) };
      }
      const id = await this.existing(input);
      if (id === null) {
        const viewer = writerAsViewer(this.ctx);
        const refusal = await duplicateRefusal(
          this.store,
          this.entity,
          this.refuseDuplicates,
          input,
          viewer,
        );
        if (refusal) return { ok: false, reason: refusal };
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
      return { ok: false, reason: reasonOf(error, this.entity, groups) };
    }
  }
}
