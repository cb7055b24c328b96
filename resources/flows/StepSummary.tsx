/**
 * A wizard's steps as its last screen reads them back: each form step under its label, its
 * values shown through the step form's own field views (names of cited records, money,
 * masks), leaving out what was not told. Used by the opportunity's quotation and the contract
 * request's detail.
 */
import { RecordContextProvider } from 'react-admin';
import { Box, Divider } from '@mui/material';
import { formSteps, type FlowStep } from '../../domain/engine/flows';
import { isBlank } from '../../domain/engine/display';
import { RecordFields } from '../generic/entityFieldViews';
import type { DraftView } from './flowApi';

/** What a step recorded: a value typed or a box ticked (an unticked one says nothing). */
const told = (value: unknown) => !isBlank(value) && value !== false;

export function StepSummary({
  draft,
  steps,
  hidden = [],
}: {
  draft: DraftView;
  steps: FlowStep[];
  /** Fields the summary leaves out (a link to a guide's row, not something to read). */
  hidden?: readonly string[];
}) {
  return (
    <>
      {formSteps(steps).map((step) => (
        <Box key={step.name} sx={{ mb: 2 }}>
          <Divider textAlign="left" sx={{ mb: 1 }}>
            {step.label}
          </Divider>
          <RecordContextProvider value={{ id: draft.id, ...(draft.values[step.name] ?? {}) }}>
            <RecordFields
              entity={step.form!}
              systemFields={false}
              only={(name) => told(draft.values[step.name]?.[name]) && !hidden.includes(name)}
            />
          </RecordContextProvider>
        </Box>
      ))}
    </>
  );
}
