/**
 * The section of a singleton (entity option `singleton`: one record per organization, a settings
 * page): it opens the organization's record in its form, or the form that creates it, instead
 * of a list of one row.
 */
import { Loading, useGetList, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import { openPath, useEntity, useMayDo } from './useEntity';
import { useAccess } from '../../src/access';

export default function SingletonPage() {
  const entity = useEntity();
  const translate = useTranslate();
  const permissions = useAccess();
  const mayCreate = useMayDo('create');
  const { data, isPending, error } = useGetList(entity.name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  const record = data?.[0];
  if (record) return <Navigate to={openPath(permissions, entity.name, record.id)} replace />;
  if (mayCreate) return <Navigate to={`/${entity.name}/create`} replace />;
  return (
    <Alert severity="info">
      {translate('app.singleton.none', { label: entity.label.one.toLowerCase() })}
    </Alert>
  );
}
