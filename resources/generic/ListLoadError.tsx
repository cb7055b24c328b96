/**
 * What a list shows when its page could not be read (a filter the server refuses, a lost
 * connection, a 500): the server's Spanish reason and Reintentar, instead of react-admin's
 * default of an empty list that reads as "no records match".
 */
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function ListLoadError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('app.lazy.retry')}
        </Button>
      }
    >
      {translate('app.list.load_failed')}
      {reason && ` ${reason}`}
    </Alert>
  );
}
