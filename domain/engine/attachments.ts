/**
 * Attachments (issue 31): several files per record, each with a kind and a name, listed on the
 * record's «Archivos» tab and added from there, from a phone too (its camera or gallery). An
 * area declares its records' files with `attachmentsOf(subject)`: an entity of its own, so
 * each area keeps its permissions, and every engine part serves it as any entity. Whoever sees
 * the record sees its files, through the same record scope; the bytes are `admin/media` uploads
 * (server/files/), served only to whoever may read a record holding them.
 */
import { attachmentKinds } from '../enums/files';
import type { MenuGroup } from '../menuGroups';
import { optionByCode, type EnumDef } from './defineEnum';
import { defineEntity, type Entity } from './entity';
import { IMAGE_TYPES, enumeration, file, reference, text, type Field } from './fields';
import type { StatusMachine } from './statusMachine';

/** Phone photos run to several megabytes; a scanned policy as a PDF too. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface AttachmentsOptions {
  /** The entity's name and table: `account_file`, `account_files`. */
  name: string;
  table: string;
  label: { one: string; many: string };
  menuGroup?: MenuGroup;
  /** The reference column naming the record: `account_id`. */
  field: string;
  /** Which records may take them (the reference's `offeredWhen`). */
  offeredWhen?: Readonly<Record<string, readonly (string | number)[]>>;
  /** The tab of the record's page that lists them (default «Archivos»). */
  tab?: { tab: string; label: string };
  /**
   * What each file is, when the area has its own words (an inspection's views: front, odometer…)
   * instead of photo, letter, policy, other; `kindDefault` is its code proposed for a new one.
   */
  kinds?: { enumeration?: EnumDef; label?: string; kindDefault?: string };
  /** Fields of the area's own after the file's (a letter's status and the reason of a refusal). */
  fields?: Readonly<Record<string, Field>>;
  statusMachine?: StatusMachine;
  /** The list's columns after the record's (default: name, kind, file and when). */
  list?: readonly string[];
  /** Who sees them beyond whoever sees their record (operations, who review them all). */
  seeAll?: readonly string[];
  /** What the name's help proposes (default: a client's papers, «DNI frente»). */
  titleHelp?: string;
  /** Only on their record's page (an inspection's photos), not a section of the menu. */
  inMenu?: boolean;
}

export function attachmentsOf(subject: Entity, options: AttachmentsOptions): Entity {
  const { field, kinds } = options;
  const kindOptions = kinds?.enumeration ?? attachmentKinds;
  return defineEntity({
    name: options.name,
    table: options.table,
    label: options.label,
    scope: 'organization',
    menuGroup: options.menuGroup ?? subject.menuGroup,
    fields: {
      [field]: reference({
        label: subject.label.one,
        target: subject.name,
        required: true,
        readOnly: true,
        filter: true,
        detailTab: options.tab ?? { tab: 'files', label: 'Archivos' },
        ...(options.offeredWhen ? { offeredWhen: options.offeredWhen } : {}),
      }),
      // The file first: its name proposes the attachment's.
      file: file({
        label: 'Archivo',
        required: true,
        accept: [...IMAGE_TYPES, 'application/pdf'],
        maxBytes: ATTACHMENT_MAX_BYTES,
        ownedByRecord: true,
        namesField: 'title',
        helperText: 'Una foto (también desde el celular) o un PDF, de hasta 10 MB',
      }),
      title: text({
        label: 'Nombre',
        required: true,
        max: 200,
        helperText:
          options.titleHelp ??
          'Qué es, para encontrarlo: «DNI frente», «Cédula verde», «Póliza 2026»',
      }),
      kind: enumeration({
        label: kinds?.label ?? 'Tipo',
        enumeration: kindOptions,
        required: true,
        default: optionByCode(kindOptions, kinds?.kindDefault ?? 'other').id,
        filter: true,
      }),
      ...options.fields,
    },
    list: [field, ...(options.list ?? ['title', 'kind', 'file', 'created_at'])],
    search: ['title'],
    sort: { field: 'id', order: 'DESC' },
    recordLabel: 'title',
    recordQualifier: field,
    assignedTo: { through: field, ...(options.seeAll ? { seeAll: options.seeAll } : {}) },
    ...(options.statusMachine ? { statusMachine: options.statusMachine } : {}),
    ...(options.inMenu === false ? { inMenu: false } : {}),
  });
}
