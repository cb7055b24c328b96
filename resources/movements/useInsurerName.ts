/** An insurer's name, from its section or, for who may not list it, its labels route. */
import { useGetMany } from 'react-admin';
import { entityByName } from '../../domain/entities';
import { useReferenceResource } from '../generic/useReferenceResource';

export function useInsurerName(id: unknown): string | null {
  const { resource } = useReferenceResource(entityByName('admin/company'));
  const known = id !== null && id !== undefined && id !== '';
  const { data } = useGetMany(resource, { ids: known ? [Number(id)] : [] }, { enabled: known });
  const found = data?.[0] as Record<string, unknown> | undefined;
  return found ? String(found.label ?? found.name ?? '') || null : null;
}
