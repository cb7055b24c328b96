/**
 * `/{resource}/create/{from}/{id}` (entity option `createFrom`): reads the source record when
 * the declaration asks for it, and opens the create form filled in with what it gives. The
 * form is the generated one, through `?source=`, so a record added from a client's tab goes
 * back to that tab once saved.
 */
import { Navigate, useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import type { CreateFrom } from '../../domain/engine/entity';
import { useEntity } from './useEntity';

const createPath = (resource: string, values: Record<string, unknown>) => {
  const filled = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return `/${resource}/create?source=${encodeURIComponent(JSON.stringify(filled))}`;
};

function FromRecord({ source, id }: { source: CreateFrom; id: string }) {
  const entity = useEntity();
  const { data, isPending, error } = useGetOne(source.entity, { id });
  if (isPending) return <Loading />;
  return (
    <Navigate replace to={createPath(entity.name, source.fill(id, error ? undefined : data))} />
  );
}

export default function CreateFromRoute() {
  const entity = useEntity();
  const { from, fromId } = useParams();
  const source = entity.createFrom?.find((c) => c.from === from);
  if (!source || !fromId) return <Navigate replace to={`/${entity.name}/create`} />;
  if (source.read) return <FromRecord source={source} id={fromId} />;
  return <Navigate replace to={createPath(entity.name, source.fill(fromId))} />;
}
