/**
 * A record named as people know it (a user's name, an insurer's name), fetched with the other
 * names on the screen in one request per section. Without permission to read that section the
 * record is named by its number, never by a failing request.
 */
import { useGetManyAggregate } from 'react-admin';
import { displayValue } from '../../../domain/engine/display';
import { findEntity } from '../../../domain/entities';
import { canAccess } from '../../../domain/routes';
import { useAccess } from '../../../src/access';

export function useRecordName(target: string, id: unknown): string {
  const permissions = useAccess();
  const entity = findEntity(target);
  const enabled = !!entity && id !== null && id !== undefined && canAccess(permissions, target);
  const { data } = useGetManyAggregate(target, { ids: enabled ? [id as string] : [] }, { enabled });
  const record = data?.[0];
  if (!entity || !record) return `n.º ${String(id)}`;
  return displayValue(entity.fields[entity.recordLabel], record[entity.recordLabel], record);
}

export function RecordName({ target, id }: { target: string; id: unknown }) {
  return <>{useRecordName(target, id)}</>;
}

/** Who wrote an audit row: a user, or the product itself (demo data, scheduled tasks). */
export function AuditUser({ id }: { id: unknown }) {
  if (id === null || id === undefined || id === '') return <>Sistema</>;
  return <RecordName target="auth-admin/user" id={id} />;
}
