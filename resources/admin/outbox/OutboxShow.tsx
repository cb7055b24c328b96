/** One e-mail as it was written: headers, delivery status and the body with its line breaks. */
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { formatDateTime } from '../../../domain/engine/format';
import { deliveryStatus } from './deliveryStatus';

function Message() {
  const record = useRecordContext();
  if (!record) return null;
  const headers: [string, string][] = [
    ['Para', String(record.recipient ?? '')],
    ['Asunto', String(record.subject ?? '')],
    ['Fecha', formatDateTime(String(record.created_at))],
    ['Estado', deliveryStatus(record)],
  ];
  return (
    <Card>
      <CardContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0, mb: 2 }}
        >
          {headers.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Divider />
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 2, overflowWrap: 'anywhere' }}>
          {String(record.body ?? '')}
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function OutboxShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      component="div"
    >
      <Message />
    </Show>
  );
}
