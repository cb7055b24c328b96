/**
 * The snippet of a saved widget, ready to copy into the partner's site. The token is public by
 * nature (it ends up in the partner's page source) and only works from the allowed domain.
 */
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COPY_TOOLTIP_RESET_MS } from '../../../domain/constants';
import { clientSettings } from '../../../src/config';
import { widgetSnippet } from './snippet';

export const widgetSnippetTexts = {
  title: 'Código para insertar',
  help: 'Pegalo en la página del sitio permitido donde querés mostrar el cotizador.',
  copy: 'Copiar código',
  copied: 'Código copiado',
  noToken: 'El token se genera al guardar el widget.',
};

export function WidgetSnippet() {
  const record = useRecordContext();
  const [copied, setCopied] = useState(false);
  const token = typeof record?.token === 'string' ? record.token : '';
  if (!record) return null;
  if (!token)
    return (
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {widgetSnippetTexts.noToken}
      </Alert>
    );
  const snippet = widgetSnippet(clientSettings().apiOrigin || window.location.origin, token);
  const copy = async () => {
    await navigator.clipboard.writeText(snippet);
    setCopied(true);
    setTimeout(() => setCopied(false), COPY_TOOLTIP_RESET_MS);
  };
  return (
    <Box component="section" aria-label={widgetSnippetTexts.title} sx={{ m: 2, mb: 0 }}>
      <Typography variant="subtitle2" component="h2">
        {widgetSnippetTexts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {widgetSnippetTexts.help}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {snippet}
      </Box>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 1 }}>
        {copied ? widgetSnippetTexts.copied : widgetSnippetTexts.copy}
      </Button>
    </Box>
  );
}
