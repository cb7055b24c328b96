/**
 * Numbered column groups of an import (issue 28): a parent's embedded lists (a client's phones
 * and addresses) become columns "Teléfono 1 - Código de área", "Teléfono 2 - Número"…, one
 * group per item, so one spreadsheet row carries a record with its children. Declared by the
 * entity alone: any imported entity with an embedded list gets them, and the row is written
 * with its items through the entity's own create, in one transaction.
 */
import { itemEntity } from './embedded';
import type { Entity } from './entity';
import { isSecret, type EmbeddedListField, type Field } from './fields';

/** Groups offered per embedded list (fewer if the list admits fewer items). */
export const IMPORT_GROUPS = 3;

/** Whether a file may fill this field: not one the product sets, not a password or secret. */
export const importable = (field: Field) =>
  !field.system &&
  !['password', 'file', 'embeddedList'].includes(field.kind as string) &&
  !isSecret(field) &&
  !field.sensitive;

/** A group column's field name: `phones.2.area_code` (the group's number, from 1). */
export const groupFieldName = (list: string, group: number, field: string) =>
  `${list}.${group}.${field}`;

/** The header of a group's column, as the template writes it and the mapping guesses it. */
export const groupFieldLabel = (list: EmbeddedListField, group: number, field: Field) =>
  `${list.of.label.one} ${group} - ${field.label}`;

export interface GroupField {
  list: string;
  group: number;
  field: string;
}

/** The list, group and item field a name like `phones.2.number` fills, or null. */
export function parseGroupField(entity: Entity, name: string): GroupField | null {
  const m = /^([a-z0-9_]+)\.(\d{1,2})\.([a-z0-9_]+)$/.exec(name);
  const list = m ? entity.fields[m[1]] : undefined;
  if (!m || list?.kind !== 'embeddedList') return null;
  const group = Number(m[2]);
  const item = itemEntity(list).fields[m[3]];
  if (group < 1 || group > Math.min(IMPORT_GROUPS, list.max) || !item || !importable(item))
    return null;
  return { list: m[1], group, field: m[3] };
}

/** The field a mapped name fills: the entity's own, or an item's through its group. */
export function importFieldOf(entity: Entity, name: string): Field | undefined {
  if (Object.hasOwn(entity.fields, name)) return entity.fields[name];
  const group = parseGroupField(entity, name);
  if (!group) return undefined;
  return itemEntity(entity.fields[group.list] as EmbeddedListField).fields[group.field];
}

/**
 * Every group column of the entity, list by list and group by group. None is required: a
 * group left blank is no item, and a started one is checked by the item's own rules.
 */
export function groupFields(entity: Entity): { name: string; label: string; required: false }[] {
  return Object.entries(entity.fields).flatMap(([name, list]) => {
    if (list.kind !== 'embeddedList') return [];
    const fields = Object.entries(itemEntity(list).fields).filter(([, f]) => importable(f));
    const count = Math.min(IMPORT_GROUPS, list.max);
    return Array.from({ length: count }, (_, i) =>
      fields.map(([field, f]) => ({
        name: groupFieldName(name, i + 1, field),
        label: groupFieldLabel(list, i + 1, f),
        required: false as const,
      })),
    ).flat();
  });
}

/** The instructions sheet's line about the groups, or null when the entity has none. */
export function groupsHint(entity: Entity): string | null {
  const lists = Object.values(entity.fields).filter(
    (f): f is EmbeddedListField => f.kind === 'embeddedList',
  );
  if (!lists.length) return null;
  const names = lists.map((l) => `«${l.of.label.one} 1 - …»`).join(', ');
  return (
    `Las columnas numeradas (${names}) cargan hasta ${IMPORT_GROUPS} ${lists.map((l) => l.label.toLowerCase()).join(' y ')} por fila: ` +
    'completá un grupo por cada uno y dejá vacíos los que sobran. Un grupo empezado debe tener sus datos obligatorios.'
  );
}

/**
 * The accepted columns as the upload screen lists them: a group's columns once, for all its
 * numbers ("Teléfono 1 a 3 - Número"), so a client's 60 columns read as about 30.
 */
export function columnsSummary(fields: readonly { name: string; label: string }[]): string[] {
  const last = new Map<string, number>();
  for (const { name } of fields) {
    const m = /^(.+)\.(\d+)\.(.+)$/.exec(name);
    if (m) last.set(m[1], Math.max(last.get(m[1]) ?? 0, Number(m[2])));
  }
  return fields.flatMap(({ name, label }) => {
    const m = /^(.+)\.(\d+)\.(.+)$/.exec(name);
    if (!m) return [label];
    const count = last.get(m[1])!;
    if (m[2] !== '1') return [];
    return [count > 1 ? label.replace(/ 1 - /, ` 1 a ${count} - `) : label];
  });
}
