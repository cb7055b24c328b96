/**
 * The "Segmentación" tab of a client's page (spec 2.3): the client's segment with its criteria,
 * the segment the rules propose from the client's figures (domain/segments.ts; none until
 * policies exist), and the organization's active segments in priority order with the client's
 * one marked. Who may edit the client changes the segment here. A user who may not list the
 * catalogue (an executive) sees the segment's name only (useSegmentation.ts).
 */
import { useState, type ReactNode } from 'react';
import { useGetList, useRecordContext, type Identifier } from 'react-admin';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  figuresSource,
  segmentationMessages,
  segmentFor,
  type FiguresSource,
  type Segment,
} from '../../domain/segments';
import {
  ActiveSegments,
  ChangeSegmentDialog,
  CurrentSegment,
  SegmentChip,
} from './SegmentationParts';
import { useEntity, useMayDo } from './useEntity';
import {
  segmentFieldOf,
  useSaveSegment,
  useSegmentation,
  useSegmentNames,
} from './useSegmentation';

/** A client's policies are a few dozen at most; read in one page. */
const FIGURES_READ = 500;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The segment the client's figures propose, read from the declared source. */
function FiguresProposal({
  source,
  catalogue,
  current,
  onAssign,
}: {
  source: FiguresSource;
  catalogue: Segment[];
  current: Segment | null;
  onAssign?: (segment: Segment) => void;
}) {
  const record = useRecordContext();
  const { data, isPending, error } = useGetList(source.entity, {
    filter: { ...source.filter, [source.link]: record?.id },
    pagination: { page: 1, perPage: FIGURES_READ },
  });
  if (error)
    return <Typography color="error">No se pudieron leer las pólizas del cliente.</Typography>;
  if (isPending) return <Typography color="text.secondary">Calculando la propuesta…</Typography>;
  const proposal = segmentFor(catalogue, source.figures(data));
  if (!proposal)
    return <Typography>Con sus pólizas actuales no entra en ningún segmento activo.</Typography>;
  if (String(proposal.id) === String(current?.id))
    return <Typography>Las reglas confirman el segmento que tiene asignado.</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>Según sus pólizas le corresponde</Typography>
      <SegmentChip segment={proposal} size="small" />
      {onAssign && (
        <Button size="small" onClick={() => onAssign(proposal)}>
          Asignar {proposal.name}
        </Button>
      )}
    </Stack>
  );
}

/** What the chooser offers: active segments by priority (and the client's, if inactive). */
function choices(catalogue: Segment[] | null, names: Segment[] | null, current: Segment | null) {
  if (!catalogue) return names;
  const active = catalogue.filter((s) => s.active === true);
  return current && current.active !== true ? [...active, current] : active;
}

export default function SegmentationPanel() {
  const entity = useEntity();
  const record = useRecordContext();
  const field = segmentFieldOf(entity);
  const segmentId = (field && (record?.[field] as Identifier | null | undefined)) ?? null;
  const view = useSegmentation(segmentId);
  const mayEdit = useMayDo('edit');
  const [choosing, setChoosing] = useState(false);
  const names = useSegmentNames(choosing && !view.pending && !view.catalogue);
  const { save, saving } = useSaveSegment(field ?? '');
  if (!record || !field) return null;
  if (view.failed)
    return <Alert severity="error">No se pudo leer la segmentación del cliente.</Alert>;
  if (view.pending) return <Typography color="text.secondary">Cargando…</Typography>;
  const assign = (segment: Segment | null) => save(segment?.id ?? null, () => setChoosing(false));
  const source = figuresSource();
  return (
    <Stack spacing={3} sx={{ py: 1, maxWidth: 880 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Section title="Segmento del cliente">
              <CurrentSegment
                segment={view.current}
                branchNames={view.branchNames}
                detailed={!!view.catalogue}
              />
              {mayEdit && (
                <div>
                  <Button variant="outlined" size="small" onClick={() => setChoosing(true)}>
                    Cambiar segmento
                  </Button>
                </div>
              )}
            </Section>
            {view.catalogue && (
              <>
                <Divider />
                <Section title="Propuesta según las reglas">
                  {source ? (
                    <FiguresProposal
                      source={source}
                      catalogue={view.catalogue}
                      current={view.current}
                      onAssign={mayEdit && !saving ? assign : undefined}
                    />
                  ) : (
                    <Typography color="text.secondary">{segmentationMessages.noFigures}</Typography>
                  )}
                </Section>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      {view.catalogue && (
        <Section title="Segmentos de la organización">
          <Typography variant="body2" color="text.secondary">
            En orden de prioridad: si un cliente entra en varios, le corresponde el primero.
          </Typography>
          <ActiveSegments
            segments={view.catalogue}
            currentId={segmentId}
            branchNames={view.branchNames}
          />
        </Section>
      )}
      <ChangeSegmentDialog
        open={choosing}
        currentId={segmentId}
        options={choices(view.catalogue, names, view.current)}
        saving={saving}
        onSave={assign}
        onClose={() => setChoosing(false)}
      />
    </Stack>
  );
}
