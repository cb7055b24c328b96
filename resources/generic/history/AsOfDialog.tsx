/**
 * «Ver póliza al…»: a day chosen with the date picker (dd/mm/aaaa whatever the browser's
 * language) and the record as it was that day, read-only (VersionView). Opens on today; a
 * day before the first version says from when there are data (the server's sentence).
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import type { Entity } from '../../../domain/engine/entity';
import { argentineToday, dateOfIso, formatDate, isoDateOf } from '../../../domain/engine/format';
import { DateLocalization } from '../DateLocalization';
import { failureText, useAsOf } from './historyApi';
import { VersionView } from './VersionView';
import { asOfLabel } from './asOfLabel';

interface Props {
  entity: Entity;
  id: unknown;
  open: boolean;
  onClose: () => void;
}

export default function AsOfDialog({ entity, id, open, onClose }: Props) {
  const [day, setDay] = useState<string | null>(argentineToday());
  const [typed, setTyped] = useState<Date | null>(dateOfIso(day));
  const answer = useAsOf(entity.name, id, open ? day : null);
  const choose = (date: Date | null) => {
    setTyped(date);
    // A day still being typed (its year at 0202) asks nothing yet.
    setDay(date && isValid(date) && date.getFullYear() >= 1900 ? isoDateOf(date) : null);
  };
  const title = day ? `${asOfLabel(entity)} ${formatDate(day)}` : asOfLabel(entity);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="as-of-title"
      // Kept at the top while its content grows and shrinks with the chosen day.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id="as-of-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2, maxWidth: 260 }}>
          <DateLocalization>
            <DatePicker
              label="Fecha"
              value={typed}
              onChange={choose}
              format="dd/MM/yyyy"
              slotProps={{ textField: { size: 'small', fullWidth: true, name: 'as_of_date' } }}
            />
          </DateLocalization>
        </Box>
        {!day ? (
          <Alert severity="info">Elegí una fecha completa (dd/mm/aaaa).</Alert>
        ) : answer.isPending ? (
          <CircularProgress size={24} aria-label="Cargando" />
        ) : answer.isError ? (
          <Alert severity="info">{failureText(answer.error)}</Alert>
        ) : (
          <VersionView entity={entity} version={answer.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
