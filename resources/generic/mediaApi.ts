/** Uploaded files as the screens use them (server/files/routes.ts): upload, content, usage. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { media } from '../../domain/entities/media';
import { fetchWithSession, fileNameOf } from './sessionFiles';

const mediaUrl = () => `${apiV1()}/${media.name}`;

export interface MediaRecord {
  id: number;
  name: string;
  file_type: number;
  size: number;
}

/** Uploads `file` for `entity`'s `field`; the server applies that field's limits. */
export async function uploadMedia(entity: string, field: string, file: File) {
  const form = new FormData();
  form.append('entity', entity);
  form.append('field', field);
  form.append('file', file, file.name);
  const response = await apiRequest(`${mediaUrl()}/upload`, {
    method: 'POST',
    body: form,
    hideMessage: true,
  });
  return response.json as MediaRecord;
}

export interface MediaContent {
  /** An object URL of the bytes, for an <img> or a download link. */
  url: string;
  type: string;
  name: string;
}

/** The content needs the session's token, so it is fetched, not linked (no cookies here). */
async function fetchContent(id: number): Promise<MediaContent> {
  const response = await fetchWithSession(`${mediaUrl()}/${id}/content`);
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    type: blob.type,
    name: fileNameOf(response.headers.get('Content-Disposition'), `archivo-${id}`),
  };
}

export function useMediaContent(id: unknown) {
  const valid = typeof id === 'number' && id > 0;
  return useQuery({
    queryKey: ['media-content', id],
    queryFn: () => fetchContent(id as number),
    enabled: valid,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface MediaUsage {
  entity: string;
  entity_label: string;
  field: string;
  field_label: string;
  id: number | string;
  label: string;
}

export const fetchMediaUsage = async (id: number | string) =>
  (await apiRequest(`${mediaUrl()}/${id}/usage`, { hideMessage: true })).json as MediaUsage[];
