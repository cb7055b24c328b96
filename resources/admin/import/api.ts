/** The import routes as the screens call them (server/imports/routes.ts). */
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { importRecord } from '../../../domain/entities/import';
import type { ColumnMapping, ImportField } from '../../../domain/imports';

export const importsUrl = () => `${apiV1()}/${importRecord.name}`;

export interface ImportTypeInfo {
  id: number;
  key: string;
  label: string;
  entity: string;
  fields: ImportField[];
  match_by: string[];
}

export interface ImportRecord {
  id: number;
  type: number;
  file_name: string;
  status: number;
  progress: number | null;
  rows_total: number | null;
  rows_ok: number | null;
  rows_failed: number | null;
  message: string | null;
  user_id: number | null;
  user_name: string | null;
  started_at: string | null;
  finished_at: string | null;
  failed_download_id: number | null;
  created_at: string;
}

export interface MappingInfo {
  columns: string[];
  preview: string[][];
  mapping: ColumnMapping;
  fields: ImportField[];
  match_by: string[];
  started: boolean;
}

export const fetchTypes = async () =>
  (await apiRequest(`${importsUrl()}/types`, { hideMessage: true })).json as ImportTypeInfo[];

export const fetchImport = async (id: string | number) =>
  (await apiRequest(`${importsUrl()}/${id}`, { hideMessage: true })).json as ImportRecord;

export const fetchMapping = async (id: string | number) =>
  (await apiRequest(`${importsUrl()}/${id}/mapping`, { hideMessage: true })).json as MappingInfo;

export async function uploadFile(type: number, file: File) {
  const form = new FormData();
  form.append('type', String(type));
  form.append('file', file, file.name);
  const response = await apiRequest(`${importsUrl()}/upload`, {
    method: 'POST',
    body: form,
    hideMessage: true,
  });
  return response.json as ImportRecord;
}

export const startImport = async (id: number, mapping: ColumnMapping) =>
  (
    await apiRequest(`${importsUrl()}/${id}/start`, {
      method: 'POST',
      body: { mapping },
      hideMessage: true,
    })
  ).json as ImportRecord;

export const cancelImport = async (id: number) =>
  (await apiRequest(`${importsUrl()}/${id}/cancel`, { method: 'POST' })).json as ImportRecord;
