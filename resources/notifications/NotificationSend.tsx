/**
 * notifications/send: an administrator writes a notification for users, roles or assignments.
 * The form is the draft's declaration (domain/entities/notification.ts), checked with the same
 * rules the server applies; the server's 422 lands under the fields.
 */
import { useNavigate } from 'react-router-dom';
import { SaveButton, Title, Toolbar, useTranslate, type HttpError } from 'react-admin';
import { Box, Card, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { notificationDraft } from '../../domain/entities/notification';
import { validateDraft } from '../../domain/entities/notification';
import { apiRequest } from '../../providers/httpClient';
import { notificationsChanged } from '../../providers/notificationEvents';
import { apiV1 } from '../../src/config';
import { EntityForm } from '../generic/EntityForm';

const validate = (values: Record<string, unknown>) => {
  const known = Object.fromEntries(
    Object.entries(values).filter(([key]) => key in notificationDraft.fields),
  );
  const { errors } = validateDraft(known);
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')]));
};

export default function NotificationSend() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await apiRequest(`${apiV1()}/${notificationDraft.name}`, { method: 'POST', body: values });
      notificationsChanged();
      navigate('/notifications');
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
      return body?.errors;
    }
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('app.notifications.send_title')} />
      <Card>
        <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {translate('app.notifications.send_hint')}
        </Typography>
        <EntityForm
          entity={notificationDraft}
          validate={validate}
          onSubmit={submit}
          toolbar={
            <Toolbar>
              <SaveButton
                label={translate('app.notifications.send')}
                icon={<SendIcon />}
                alwaysEnable
              />
            </Toolbar>
          }
        />
      </Card>
    </Box>
  );
}
