/**
 * auth-admin/user/{id}/edit with its sub-views `{name}/vista` (spec 2.3): the data form, and
 * `accesos/vista`, what the user's session would carry and which screens it opens. The
 * password has its own screen, {id}/password/change.
 */
import { Button, Tab, Tabs } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { user } from '../../../domain/entities/auth';
import { EntityEdit } from '../../generic/GenericEdit';
import { editPath } from '../../generic/useEntity';
import { UserAccessPreview } from './UserAccessPreview';

/** Sub-views by the name in `{name}/vista`; the form itself is the unnamed one. */
const SUB_VIEWS = ['accesos'] as const;

export default function UserEdit() {
  const translate = useTranslate();
  const { id, '*': rest = '' } = useParams();
  const base = editPath(user.name, id);
  const named = /^([\w-]+)\/vista$/.exec(rest)?.[1];
  if (rest && !SUB_VIEWS.includes(named as (typeof SUB_VIEWS)[number]))
    return <Navigate to={base} replace />;
  const tabs = (
    <Tabs value={named ?? 'datos'} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="datos" label={translate('app.users.data')} component={Link} to={base} />
      <Tab
        value="accesos"
        label={translate('app.users.access')}
        component={Link}
        to={`${base}/accesos/vista`}
      />
    </Tabs>
  );
  return (
    <EntityEdit
      actions={
        <Button
          component={Link}
          to={`/${user.name}/${encodeURIComponent(String(id))}/password/change`}
          startIcon={<KeyIcon />}
          size="small"
        >
          {translate('app.users.change_password')}
        </Button>
      }
      header={tabs}
      body={named ? <UserAccessPreview id={String(id)} /> : undefined}
    />
  );
}
