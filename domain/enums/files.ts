/**
 * Types of uploaded files (admin/media): the ones whose content can be recognised by its first
 * bytes. Text formats (SVG, HTML, CSV) cannot be told apart from a disguised script, so none is
 * accepted as an upload.
 */
import { defineEnum, numbered, type EnumDef } from '../engine/defineEnum';

const option = <C extends string>(id: number, code: C, label: string) => ({ id, code, label });

export const fileTypes = {
  name: 'fileTypes',
  options: [
    option(1, 'image/png', 'Imagen PNG'),
    option(2, 'image/jpeg', 'Imagen JPEG'),
    option(3, 'image/gif', 'Imagen GIF'),
    option(4, 'image/webp', 'Imagen WebP'),
    option(5, 'application/pdf', 'Documento PDF'),
    option(6, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Planilla XLSX'),
  ] as const,
} satisfies EnumDef;

export type FileTypeCode = (typeof fileTypes.options)[number]['code'];

export const fileTypeByCode = (code: string) => fileTypes.options.find((o) => o.code === code);

export const isImageType = (code: string) => code.startsWith('image/');

/** What an attached file is (issue 31): the Files tab of a record groups and filters by it. */
export const attachmentKinds = defineEnum(
  'attachmentKinds',
  numbered(1, [
    ['photo', 'Foto'],
    ['letter', 'Carta o nota'],
    ['policy', 'Póliza o certificado'],
    ['other', 'Otro'],
  ]),
);
