/**
 * The wizard's last screen: the opportunity as stored, with what each step recorded, so the
 * executive checks it with the client, then asks the insurers and compares their quotes. Each
 * step's values read as its form's fields (names of the client and places, not ids); the step
 * indicators go back to it.
 */
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { Box, Button, CardContent, Divider, Typography } from '@mui/material';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionById } from '../../domain/engine/defineEnum';
import { formSteps } from '../../domain/engine/flows';
import { opportunityFlow } from '../../domain/flows/opportunityFlow';
import { formatMoney } from '../../domain/engine/format';
import { isBlank } from '../../domain/engine/display';
import { RecordFields } from '../generic/entityFieldViews';
import type { DraftView } from '../flows/flowApi';
import { QuoteComparison } from './QuoteComparison';

/** The guide's row behind the vehicle's version and year: a link, not something to read. */
const GUIDE_ROW = 'infocar_id';

/** What the step recorded: a value typed or a box ticked (an unticked one says nothing). */
const told = (value: unknown) => !isBlank(value) && value !== false;

export function QuotationStep({ draft }: { draft: DraftView }) {
  const { data: record } = useGetOne('opportunity', { id: draft.id });
  const steps = formSteps(opportunityFlow.stepsFor(draft.branch_id));
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
      {steps.map((step) => (
        <Box key={step.name} sx={{ mb: 2 }}>
          <Divider textAlign="left" sx={{ mb: 1 }}>
            {step.label}
          </Divider>
          <RecordContextProvider value={{ id: draft.id, ...(draft.values[step.name] ?? {}) }}>
            <RecordFields
              entity={step.form!}
              systemFields={false}
              only={(name) => told(draft.values[step.name]?.[name]) && name !== GUIDE_ROW}
            />
          </RecordContextProvider>
        </Box>
      ))}
      {record && <QuoteComparison key={String(record.id)} record={record} />}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" component={RouterLink} to={`/opportunity/${draft.id}/show`}>
          Ver la oportunidad
        </Button>
      </Box>
    </CardContent>
  );
}
