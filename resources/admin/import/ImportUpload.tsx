/**
 * Step 1 of an import (admin/import/upload): choose what to import and the CSV or XLSX file.
 * The server decides the file's kind by its content and answers with the import; the wizard
 * goes on at admin/import/{id}/show, so a reload never loses the upload.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Title, type HttpError } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { columnsSummary } from '../../../domain/engine/importGroups';
import { importLimits, importTypeById } from '../../../domain/imports';
import { fetchTypes, importsUrl, uploadFile, type ImportTypeInfo } from './api';
import { saveFile } from '../../generic/sessionFiles';
import { ImportSteps } from './ImportSteps';
import { texts } from './texts';

const megabytes = Math.round(importLimits.maxBytes / 1024 / 1024);

export default function ImportUpload() {
  const navigate = useNavigate();
  // `?type=11`: a type's own section sends its users here with their type chosen.
  const [search] = useSearchParams();
  const asked = Number(search.get('type'));
  const [types, setTypes] = useState<ImportTypeInfo[] | null>(null);
  const [type, setType] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    fetchTypes().then(
      (offered) => {
        setTypes(offered);
        // The type asked for, or the only one the user may import.
        const chosen =
          offered.find((t) => t.id === asked) ?? (offered.length === 1 ? offered[0] : null);
        if (chosen) setType(chosen.id);
      },
      () => setTypes([]),
    );
  }, [asked]);

  const chosen = types?.find((t) => t.id === type);
  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setErrors((e) => ({ ...e, file: '' }));
  };

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!type) missing.type = texts.upload.typeRequired;
    if (!file) missing.file = texts.upload.fileRequired;
    if (file && file.size > importLimits.maxBytes) missing.file = texts.upload.tooBig(megabytes);
    setErrors(missing);
    if (Object.keys(missing).length || !type || !file) return;
    setSending(true);
    try {
      const record = await uploadFile(type, file);
      navigate(`/admin/import/${record.id}/show`);
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
      setErrors(body?.errors ?? { file: (error as Error).message });
      setSending(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={texts.upload.title} />
      <ImportSteps active={0} />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Typography color="text.secondary">{texts.upload.hint(megabytes)}</Typography>
            {types === null ? (
              <CircularProgress size={24} aria-label={texts.loading} />
            ) : types.length === 0 ? (
              <Alert severity="info">{texts.upload.noTypes}</Alert>
            ) : (
              <TextField
                select
                label={texts.upload.type}
                value={type}
                onChange={(e) => setType(Number(e.target.value))}
                error={!!errors.type}
                helperText={errors.type || texts.upload.typeHelp}
                fullWidth
              >
                {types.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {chosen && (
              <Box>
                <Typography variant="body2">
                  {texts.upload.columns}{' '}
                  {columnsSummary(
                    chosen.fields.map((f) => ({ ...f, label: f.label + (f.required ? ' *' : '') })),
                  ).join(', ')}
                </Typography>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() =>
                    saveFile(
                      `${importsUrl()}/types/${chosen.id}/template`,
                      `Modelo - ${chosen.label}.xlsx`,
                    )
                  }
                >
                  {texts.upload.template}
                </Button>
                {importTypeById(chosen.id)?.example && (
                  <Typography variant="body2" color="text.secondary">
                    {texts.upload.example}
                  </Typography>
                )}
              </Box>
            )}
            <Box>
              <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
                {file ? texts.upload.otherFile : texts.upload.chooseFile}
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={pickFile}
                  aria-label={texts.upload.chooseFile}
                />
              </Button>
              <Typography
                variant="body2"
                sx={{ mt: 1 }}
                color={errors.file ? 'error' : 'text.secondary'}
              >
                {errors.file || (file ? file.name : texts.upload.noFile)}
              </Typography>
            </Box>
            <Box>
              <Button variant="contained" onClick={submit} disabled={sending}>
                {sending ? texts.upload.sending : texts.upload.submit}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
