/** Where the user is in an import: file, columns, import, result. */
import { Step, StepLabel, Stepper } from '@mui/material';
import { texts } from './texts';

export function ImportSteps({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} sx={{ mb: 2 }}>
      {texts.steps.map((label, index) => (
        <Step key={label} completed={index < active}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
