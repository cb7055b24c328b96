/**
 * Pieces of the "Segmentación" tab: a segment as a chip in its own colour, its criteria in
 * Spanish (domain/segments.ts), the organization's active segments in priority order with the
 * client's one marked, and the chooser that changes the client's segment.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { describeSegmentCriteria, segmentationMessages, type Segment } from '../../domain/segments';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const colourOf = (segment: Segment) =>
  segment.colour && HEX_COLOUR.test(segment.colour) ? segment.colour : null;

/** Black or white, whichever reads better on `colour` (any colour an administrator picks). */
const textOn = (colour: string) =>
  getContrastRatio(colour, '#fff') >= getContrastRatio(colour, '#000') ? '#fff' : '#000';

/** The segment's name on its colour (a plain chip when the colour is not known to this user). */
export function SegmentChip({ segment, size }: { segment: Segment; size?: 'small' | 'medium' }) {
  const colour = colourOf(segment);
  return (
    <Chip
      label={segment.name}
      size={size}
      sx={colour ? { bgcolor: colour, color: textOn(colour) } : undefined}
    />
  );
}

/** A dot of the segment's colour beside its name, where a chip would be too much. */
function Swatch({ segment }: { segment: Segment }) {
  const colour = colourOf(segment);
  if (!colour) return null;
  return (
    <Box
      aria-hidden
      component="span"
      sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }}
    />
  );
}

/** The segment's criteria, one line each. */
export function SegmentCriteria({
  segment,
  branchNames,
}: {
  segment: Segment;
  branchNames: Record<string, string>;
}) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {describeSegmentCriteria(segment, branchNames).map((line) => (
        <Typography key={line} component="li" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** The client's segment: chip, description and criteria, or that there is none. */
export function CurrentSegment({
  segment,
  branchNames,
  detailed,
}: {
  segment: Segment | null;
  branchNames: Record<string, string>;
  /** Whether the catalogue (colour, criteria) is known, not only the name. */
  detailed: boolean;
}) {
  if (!segment) return <Typography color="text.secondary">{segmentationMessages.none}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SegmentChip segment={segment} />
        {detailed && segment.active !== true && (
          <Chip size="small" variant="outlined" label={segmentationMessages.inactive} />
        )}
      </Stack>
      {segment.description && <Typography variant="body2">{segment.description}</Typography>}
      {detailed ? (
        <SegmentCriteria segment={segment} branchNames={branchNames} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {segmentationMessages.noCatalogue}
        </Typography>
      )}
    </Stack>
  );
}

/** The active segments in priority order; the client's one outlined in its colour and named. */
export function ActiveSegments({
  segments,
  currentId,
  branchNames,
}: {
  segments: readonly Segment[];
  currentId: unknown;
  branchNames: Record<string, string>;
}) {
  const active = segments.filter((s) => s.active === true);
  if (active.length === 0)
    return (
      <Typography color="text.secondary">
        La organización todavía no tiene segmentos activos.
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label="Segmentos activos"
      sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, listStyle: 'none' }}
    >
      {active.map((segment, index) => {
        const own = String(segment.id) === String(currentId);
        return (
          <Box
            component="li"
            key={segment.id}
            aria-current={own ? 'true' : undefined}
            sx={{
              p: 1.5,
              borderRadius: 1,
              border: own ? 2 : 1,
              borderColor: own ? (colourOf(segment) ?? 'primary.main') : 'divider',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: '1.5em' }}>
                {index + 1}.
              </Typography>
              <SegmentChip segment={segment} size="small" />
              {own && (
                <Typography variant="body2" fontWeight={500}>
                  Segmento del cliente
                </Typography>
              )}
            </Stack>
            {segment.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {segment.description}
              </Typography>
            )}
            <SegmentCriteria segment={segment} branchNames={branchNames} />
          </Box>
        );
      })}
    </Box>
  );
}

const NONE = '';

/**
 * Chooses the client's segment among `options` (null while they load) or none; Guardar stays
 * off until another one is chosen. Closed and reopened, it starts again from the current one.
 */
export function ChangeSegmentDialog({
  open,
  currentId,
  options,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  currentId: unknown;
  options: readonly Segment[] | null;
  saving: boolean;
  onSave: (segment: Segment | null) => void;
  onClose: () => void;
}) {
  const current = currentId === null || currentId === undefined ? NONE : String(currentId);
  const [chosen, setChosen] = useState(current);
  const [openedAt, setOpenedAt] = useState(open);
  // Each opening starts from the client's segment, not from an earlier unsaved choice.
  if (open !== openedAt) {
    setOpenedAt(open);
    if (open) setChosen(current);
  }
  const save = () =>
    onSave(chosen === NONE ? null : (options?.find((s) => String(s.id) === chosen) ?? null));
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Cambiar segmento</DialogTitle>
      <DialogContent>
        {options === null ? (
          <Typography color="text.secondary">Cargando los segmentos…</Typography>
        ) : (
          <RadioGroup
            aria-label="Segmento del cliente"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <FormControlLabel value={NONE} control={<Radio />} label="Sin segmento" />
            {options.map((segment) => (
              <FormControlLabel
                key={segment.id}
                value={String(segment.id)}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Swatch segment={segment} />
                    <span>
                      {segment.active === false ? `${segment.name} (inactivo)` : segment.name}
                    </span>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={saving || options === null || chosen === current}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
