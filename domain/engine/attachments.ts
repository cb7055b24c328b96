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
import { optionByCode } from './defineEnum';
import { defineEntity, type Entity } from './entity';
import { IMAGE_TYPES, enumeration, file, reference, text } from './fields';

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
}

export function attachmentsOf(subject: Entity, options: AttachmentsOptions): Entity {
  const { field } = options;
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
        detailTab: { tab: 'files', label: 'Archivos' },
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
        helperText: 'Qué es, para encontrarlo: «DNI frente», «Cédula verde», «Póliza 2026»',
      }),
      kind: enumeration({
        label: 'Tipo',
        enumeration: attachmentKinds,
        required: true,
        default: optionByCode(attachmentKinds, 'other').id,
        filter: true,
      }),
    },
    list: [field, 'title', 'kind', 'file', 'created_at'],
    search: ['title'],
    sort: { field: 'id', order: 'DESC' },
    recordLabel: 'title',
    recordQualifier: field,
    assignedTo: { through: field },
  });
}
