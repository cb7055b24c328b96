/** Steps 3 and 4: the running import's bar, and how it ended (702, 703 or 704). */
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { apiV1 } from '../../../src/config';
import { importTypeById } from '../../../domain/imports';
import { canAccess } from '../../../domain/engine/routeAccess';
import { useAccess } from '../../../src/access';
import { type ImportRecord } from './api';
import { saveFile } from '../../generic/sessionFiles';
import { texts } from './texts';

/** The failed-rows workbook lives in the downloads (admin/download). */
const downloadUrl = (id: number) => `${apiV1()}/admin/download/${id}/content`;
const failedName = (record: ImportRecord) =>
  `${record.file_name.replace(/\.(xlsx|csv)$/i, '')} - filas con error.xlsx`;

export function ProgressStep({
  record,
  started,
  onCancel,
}: {
  record: ImportRecord;
  started: boolean;
  onCancel: () => void;
}) {
  const ok = record.rows_ok ?? 0;
  const failed = record.rows_failed ?? 0;
  const total = record.rows_total ?? 0;
  const waiting = !record.started_at && started;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {texts.progress.title}
          </Typography>
          <LinearProgress
            variant={waiting ? 'indeterminate' : 'determinate'}
            value={record.progress ?? 0}
            aria-label={texts.progress.title}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography aria-live="polite">
            {waiting
              ? texts.progress.waiting
              : `${record.progress ?? 0} % — ${texts.progress.status(ok + failed, total, ok, failed)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.progress.hint}
          </Typography>
          <Box>
            <Button color="error" onClick={onCancel}>
              {texts.mapping.cancel}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ResultStep({ record }: { record: ImportRecord }) {
  const access = useAccess();
  // Its type's own section, for whoever opens it (a per-type importer follows it here).
  const typeSection = importTypeById(record.type)?.section;
  const section = typeSection && canAccess(access, typeSection.route) ? typeSection : undefined;
  const severity =
    record.status === 702
      ? (record.rows_failed ?? 0) > 0
        ? 'warning'
        : 'success'
      : record.status === 703
        ? 'info'
        : 'error';
  const title =
    record.status === 702
      ? texts.result.finished
      : record.status === 703
        ? texts.result.canceled
        : texts.result.fileFailed;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Alert severity={severity}>
            <AlertTitle>{title}</AlertTitle>
            {record.message}
            {record.status !== 704 && (
              <Box component="p" sx={{ m: 0, mt: 1 }}>
                {texts.result.counts(
                  record.rows_ok ?? 0,
                  record.rows_failed ?? 0,
                  record.rows_total ?? 0,
                )}
              </Box>
            )}
          </Alert>
          {record.failed_download_id && (
            <Box>
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                onClick={() =>
                  saveFile(downloadUrl(record.failed_download_id!), failedName(record))
                }
              >
                {texts.result.downloadFailed}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {texts.result.failedHint}
              </Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {/* A type with a section of its own goes back there, and on to its other screens. */}
            <Button
              component={RouterLink}
              to={section ? `/admin/import/upload?type=${record.type}` : '/admin/import/upload'}
              variant="outlined"
            >
              {texts.result.another}
            </Button>
            <Button component={RouterLink} to={section ? `/${section.route}` : '/admin/import'}>
              {section ? texts.result.backTo(section.label) : texts.result.back}
            </Button>
            {section?.links
              ?.filter((link) => canAccess(access, link.route))
              .map((link) => (
                <Button key={link.route} component={RouterLink} to={`/${link.route}`}>
                  {link.label}
                </Button>
              ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
