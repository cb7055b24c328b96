/**
 * The wizard's last screen: the opportunity as stored, with what each step recorded, so the
 * executive checks it with the client, then asks the insurers and compares their quotes. Each
 * step's values read as its form's fields (names of the client and places, not ids); the step
 * indicators go back to it.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import { Box, Button, CardContent, Typography } from '@mui/material';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionById } from '../../domain/engine/defineEnum';
import { opportunityFlow } from '../../domain/flows/opportunityFlow';
import { formatMoney } from '../../domain/engine/format';
import type { DraftView } from '../flows/flowApi';
import { StepSummary } from '../flows/StepSummary';
import { QuoteComparison } from './QuoteComparison';

/** The guide's row behind the vehicle's version and year: a link, not something to read. */
const GUIDE_ROW = 'infocar_id';

export function QuotationStep({ draft }: { draft: DraftView }) {
  const { data: record } = useGetOne('opportunity', { id: draft.id });
  const status = record ? optionById(opportunityStatus, Number(record.status))?.label : null;
  return (
    <CardContent>
      {record && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6">{String(record.title ?? '')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              status && `Estado: ${status}`,
              record.sum_insured != null &&
                `Suma asegurada: ${formatMoney(Number(record.sum_insured))}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      )}
      <StepSummary
        draft={draft}
        steps={opportunityFlow.stepsFor(draft.branch_id)}
        hidden={[GUIDE_ROW]}
      />
      {record && <QuoteComparison key={String(record.id)} record={record} />}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" component={RouterLink} to={`/opportunity/${draft.id}/show`}>
          Ver la oportunidad
        </Button>
      </Box>
    </CardContent>
  );
}
