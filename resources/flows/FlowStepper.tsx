/**
 * A wizard's step indicators (spec 2.5): each step waits, is in process (on screen), succeeded
 * (accepted by the server) or failed (its last check refused it). The line to a step fills once
 * the step before it is done, 150 ms later for each step further on (spec 9's step-connector
 * delay), so moving ahead reads as one motion. A done step is a link back to it.
 */
import { Box, ButtonBase, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { STEP_CONNECTOR_DELAY_MS } from '../../domain/constants';
import type { FlowStep, StepState } from '../../domain/engine/flows';

const stateLabels: Record<StepState, string> = {
  wait: 'pendiente',
  process: 'en curso',
  success: 'completo',
  error: 'con errores',
};

const palette: Record<StepState, { bg: string; fg: string }> = {
  wait: { bg: 'grey.300', fg: 'text.secondary' },
  process: { bg: 'primary.main', fg: 'primary.contrastText' },
  success: { bg: 'success.main', fg: 'success.contrastText' },
  error: { bg: 'error.main', fg: 'error.contrastText' },
};

function StepDot({ state, index }: { state: StepState; index: number }) {
  const { bg, fg } = palette[state];
  return (
    <Box
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
        transition: `background-color ${STEP_CONNECTOR_DELAY_MS}ms`,
        ...(state === 'process' && { boxShadow: 3 }),
      }}
    >
      {state === 'success' ? (
        <CheckIcon fontSize="small" />
      ) : state === 'error' ? (
        <PriorityHighIcon fontSize="small" />
      ) : (
        index + 1
      )}
    </Box>
  );
}

/** The line before step `index`: filled when that step was reached, delayed by its distance. */
function Connector({ filled, index }: { filled: boolean; index: number }) {
  return (
    <Box sx={{ flex: 1, height: 3, mx: 1, bgcolor: 'grey.300', borderRadius: 2, minWidth: 24 }}>
      <Box
        data-testid="step-connector"
        data-filled={filled}
        sx={{
          height: '100%',
          bgcolor: 'success.main',
          borderRadius: 2,
          width: filled ? '100%' : '0%',
          transition: `width ${STEP_CONNECTOR_DELAY_MS}ms ease-out`,
          transitionDelay: filled ? `${STEP_CONNECTOR_DELAY_MS * index}ms` : '0ms',
        }}
      />
    </Box>
  );
}

export function FlowStepper({
  steps,
  states,
  onOpen,
}: {
  steps: FlowStep[];
  states: StepState[];
  /** Opens a step the user may go back to. */
  onOpen: (step: string) => void;
}) {
  return (
    <Box
      component="ol"
      aria-label="Pasos"
      sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {steps.map((step, index) => {
        const state = states[index];
        const reachable = state === 'success' || state === 'error';
        const label = (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <StepDot state={state} index={index} />
            <Typography
              variant="body2"
              sx={{ fontWeight: state === 'process' ? 600 : 400, whiteSpace: 'nowrap' }}
            >
              {step.label}
            </Typography>
          </Box>
        );
        return (
          <Box
            component="li"
            key={step.name}
            aria-current={state === 'process' ? 'step' : undefined}
            aria-label={`${step.label}: ${stateLabels[state]}`}
            data-state={state}
            sx={{ display: 'flex', alignItems: 'center', flex: index ? 1 : 'none' }}
          >
            {index > 0 && <Connector filled={states[index - 1] === 'success'} index={index} />}
            {reachable ? (
              <ButtonBase
                onClick={() => onOpen(step.name)}
                sx={{ borderRadius: 4, px: 0.5 }}
                aria-label={`Volver a ${step.label}`}
              >
                {label}
              </ButtonBase>
            ) : (
              label
            )}
          </Box>
        );
      })}
    </Box>
  );
}
