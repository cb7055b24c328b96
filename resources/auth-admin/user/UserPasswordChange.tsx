/**
 * auth-admin/user/{id}/password/change: an administrator sets a user's password (never one of
 * its recent ones); every open session of that user ends.
 */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { user } from '../../../domain/entities/auth';
import { validatePasswordPair } from '../../../domain/passwords';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { FormSubmit, NewPasswordFields } from '../../../src/pages/auth/FormParts';
import { usePublicForm } from '../../../src/pages/auth/usePublicForm';
import { editPath } from '../../generic/useEntity';

const EMPTY = { password: '', password_confirmation: '' };

export default function UserPasswordChange() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: record } = useGetOne(user.name, { id });
  const form = usePublicForm(
    EMPTY,
    async (values) => {
      const response = await apiRequest(
        `${apiV1()}/${user.name}/${encodeURIComponent(id)}/password`,
        { method: 'PUT', body: values, hideMessage: true },
      );
      return response.message ?? undefined;
    },
    (v) => validatePasswordPair(v.password, v.password_confirmation),
  );
  const title = translate('app.users.password_title', { name: record?.name ?? '' });
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.users.password_hint')}
          </Typography>
          {form.done ? (
            <Alert severity="success">{form.done}</Alert>
          ) : (
            <form onSubmit={form.onSubmit} noValidate>
              <NewPasswordFields
                form={form}
                label={translate('app.password.new')}
                confirmLabel={translate('app.password.confirm')}
              />
              <FormSubmit form={form} label={translate('app.password.save')} fullWidth={false} />
            </form>
          )}
          <Button component={Link} to={editPath(user.name, id)} sx={{ mt: 2 }}>
            {translate('app.users.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
