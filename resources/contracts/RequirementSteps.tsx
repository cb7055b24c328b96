/**
 * The emission wizard's inspection and no-objection letter steps: where the request's
 * inspection or ART letter stands (its status, the views its photos still lack), and where to
 * upload them; operations reviews them apart. The detail's «Emitir» answers to the same rule
 * (domain/contracts/emissionRequirements.ts, `useRequirementsBlock`).
 */
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, type RaRecord } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  emissionBlock,
  inspectionState,
  letterState,
  missingViews,
  needsInspection,
  needsLetter,
  requirementMessages,
} from '../../domain/contracts/emissionRequirements';
import { inspectionReviewReasons, letterRejectReasons } from '../../domain/enums/contracts';
import { optionById } from '../../domain/engine/defineEnum';
import {
  inspection as inspectionEntity,
  inspectionPhoto,
  TAKING_PHOTOS,
} from '../../domain/entities/inspections';
import { noObjectionLetter } from '../../domain/entities/noObjectionLetters';
import { inspectionStatus, noObjectionLetterStatus } from '../../domain/enums/statuses';
import { StatusChip } from '../generic/StatusChip';

const FEW = { page: 1, perPage: 50 };
const OK = new Set([inspectionState('approved'), inspectionState('no_required')]);
const OPEN = new Set(TAKING_PHOTOS);

/** The request's inspection (its latest) and ART letters, as the reader sees them. */
export function useRequirements(requestId: string, branchId: number) {
  const filter = { contract_request_id: requestId };
  const inspections = useGetList<RaRecord>(
    inspectionEntity.name,
    { filter, pagination: FEW, sort: { field: 'id', order: 'DESC' } },
    { enabled: needsInspection(branchId) },
  );
  const letters = useGetList<RaRecord>(
    noObjectionLetter.name,
    { filter, pagination: FEW, sort: { field: 'id', order: 'DESC' } },
    { enabled: needsLetter(branchId) },
  );
  const pending = inspections.isPending && needsInspection(branchId);
  return {
    inspection: inspections.data?.[0] ?? null,
    letters: letters.data ?? [],
    isPending: pending || (letters.isPending && needsLetter(branchId)),
  };
}

/** Why «Emitir» waits (null: it may go), or undefined while it is being read. */
export function useRequirementsBlock(requestId: string, branchId: number) {
  const { inspection, letters, isPending } = useRequirements(requestId, branchId);
  return isPending ? undefined : emissionBlock(branchId, inspection, letters);
}

export function InspectionStep({ requestId, branchId }: { requestId: string; branchId: number }) {
  const { inspection, isPending } = useRequirements(requestId, branchId);
  const photos = useGetList<RaRecord>(
    inspectionPhoto.name,
    { filter: { inspection_id: inspection?.id }, pagination: FEW },
    { enabled: !!inspection },
  );
  if (isPending) return null;
  if (!inspection)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        La solicitud no tiene inspección: pedile a operaciones que la abra.
      </Alert>
    );
  const status = Number(inspection.status);
  const option = optionById(inspectionStatus, status);
  const missing = missingViews(
    branchId,
    (photos.data ?? []).map((p) => p.kind),
  );
  const reason = optionById(inspectionReviewReasons, Number(inspection.review_reason))?.label;
  const said = [reason, inspection.review_note].filter(Boolean).join(': ');
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1">Inspección</Typography>
        {option && <StatusChip option={option} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {inspectionNews(status, missing)}
        {said ? ` Operaciones: «${said}».` : ''}
      </Typography>
      {OPEN.has(status) && (
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          component={RouterLink}
          to={`/inspection/${encodeURIComponent(String(inspection.id))}/show/photos`}
        >
          Cargar fotos de la inspección
        </Button>
      )}
    </Box>
  );
}

/** Where the inspection stands, as the subscriber needs to hear it. */
function inspectionNews(status: number, missing: readonly string[]): string {
  if (OK.has(status)) return 'Lista para emitir.';
  if (status === inspectionState('rejected')) return requirementMessages.inspectionRejected;
  if (status === inspectionState('operations_review'))
    return 'Operaciones la está revisando: cuando la apruebe, la solicitud puede emitirse.';
  if (missing.length) return `Faltan fotos de: ${missing.join(', ')}.`;
  return 'Están todas las vistas: enviala a revisión desde la inspección («Enviar a revisión»).';
}

export function LetterStep({ requestId, branchId }: { requestId: string; branchId: number }) {
  const { letters, isPending } = useRequirements(requestId, branchId);
  if (isPending) return null;
  const approved = letters.some((l) => Number(l.status) === letterState('approved'));
  const waiting = letters.some((l) => Number(l.status) === letterState('pending'));
  const source = encodeURIComponent(JSON.stringify({ contract_request_id: requestId }));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Carta de no objeción
      </Typography>
      {letters.map((letter) => {
        const option = optionById(noObjectionLetterStatus, Number(letter.status));
        const reason = optionById(letterRejectReasons, Number(letter.reject_reason))?.label;
        const said = [reason, letter.reject_note].filter(Boolean).join(': ');
        return (
          <Box
            key={String(letter.id)}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
          >
            <Typography variant="body2">{String(letter.title)}</Typography>
            {option && <StatusChip option={option} />}
            {said && (
              <Typography variant="body2" color="text.secondary">
                {said}
              </Typography>
            )}
          </Box>
        );
      })}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {approved
          ? 'Aprobada: la solicitud puede emitirse.'
          : waiting
            ? 'Operaciones la está revisando.'
            : 'Cargá la carta de la ART actual (PDF o foto); operaciones la aprueba antes de emitir.'}
      </Typography>
      {!approved && !waiting && (
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          component={RouterLink}
          to={`/no_objection_letter/create?source=${source}`}
        >
          Cargar la carta
        </Button>
      )}
    </Box>
  );
}
