/**
 * "Cargar cotización manual" (domain/quoting/manualQuote.ts): the quote an insurer sent by
 * e-mail or showed in its portal, typed in with its PDF. The insurer is any active one of the
 * catalogue; the plan, one of its plans for the branch, or its name in words when it has none.
 * The same checks as the server run as the user types; the server's refusals show on the
 * inputs and the dialog stays open.
 */
import {
  Button,
  Form,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEffect, useRef } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { quote } from '../../domain/entities/quotes';
import {
  branchLabel,
  MANUAL_QUOTE_COMMAND,
  manualQuoteCheck,
  manualQuoteInput,
  planProblem,
  type InsurerPlans,
} from '../../domain/quoting/manualQuote';
import { isVehicleBranch } from '../../domain/quoting/branchRates';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { FieldInput } from '../generic/fieldInputs';
import { inputValidator } from '../generic/inputValidation';
import { sendOrFieldErrors } from '../generic/dialogSubmit';

const TITLE = 'Cargar cotización manual';
const fields = manualQuoteInput;

/** The insurer's plans for the branch, or the plan's name when it has none loaded. */
function PlanInput({ insurers, branchId }: { insurers: InsurerPlans[]; branchId: number }) {
  const companyId = useWatch({ name: 'company_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  const insurer = insurers.find((i) => i.id === Number(companyId));
  const previous = useRef(companyId);
  // Another insurer: the plan chosen was the former's.
  useEffect(() => {
    if (previous.current === companyId) return;
    previous.current = companyId;
    setValue('coverage_package_id', null);
    setValue('plan_name', null);
  }, [companyId, setValue]);
  if (!insurer) return null;
  if (!insurer.plans.length)
    return (
      <TextInput
        source="plan_name"
        label={fields.plan_name.label}
        isRequired
        fullWidth
        helperText={`${insurer.name} no tiene planes de ${branchLabel(branchId)} cargados: escribilo como figura en su cotización.`}
      />
    );
  return (
    <SelectInput
      source="coverage_package_id"
      label={fields.coverage_package_id.label}
      isRequired
      fullWidth
      choices={insurer.plans}
      helperText={false}
    />
  );
}

export function ManualQuoteDialog({
  record,
  insurers,
  companyId,
  onClose,
  onDone,
}: {
  record: RaRecord;
  insurers: InsurerPlans[];
  /** The insurer chosen beforehand (the notice of one without plans). */
  companyId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const branchId = Number(record.branch_id);
  const basic = inputValidator(fields);
  // The server's rules, as it words them: the fields, their relations and the insurer's plans,
  // all at once (a field's own message first), so one try tells everything to mend.
  const validate = (values: Record<string, unknown>) => {
    const insurer = insurers.find((i) => i.id === Number(values.company_id));
    const plan = insurer ? planProblem(insurer, branchId, values) : null;
    return { ...(manualQuoteCheck(values, new Date()) ?? {}), ...(plan ?? {}), ...basic(values) };
  };
  const submit = (values: Record<string, unknown>) => {
    const body = Object.fromEntries(
      Object.keys(fields).map((name) => [name, values[name] ?? null]),
    );
    return sendOrFieldErrors(
      () =>
        apiRequest(
          `${apiV1()}/opportunity/${encodeURIComponent(String(record.id))}/${MANUAL_QUOTE_COMMAND}`,
          { method: 'POST', body: { updated_at: record.updated_at, ...body } },
        ),
      onDone,
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="manual-quote-title" fullWidth maxWidth="sm">
      {/* The PDF is uploaded for the quote's own field: its types and size. */}
      <ResourceContextProvider value={quote.name}>
        <Form
          record={{ id: record.id, company_id: companyId ?? null, quota_quantity: 1 }}
          onSubmit={submit}
          validate={validate}
        >
          <DialogTitle id="manual-quote-title">{TITLE}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              La que te mandó la compañía por correo o sacaste de su portal: copiá sus datos y
              adjuntá su PDF. Queda en la comparación como las demás.
            </Typography>
            <SelectInput
              source="company_id"
              label={fields.company_id.label}
              isRequired
              fullWidth
              choices={insurers}
              helperText={false}
            />
            <PlanInput insurers={insurers} branchId={branchId} />
            <FieldInput name="premium" field={fields.premium} />
            <FieldInput name="net_premium" field={fields.net_premium} />
            <FieldInput name="quota_quantity" field={fields.quota_quantity} />
            <FieldInput name="valid_to" field={fields.valid_to} />
            <FieldInput name="external_id" field={fields.external_id} />
            {isVehicleBranch(branchId) && <FieldInput name="franchise" field={fields.franchise} />}
            <FieldInput name="document_id" field={fields.document_id} />
          </DialogContent>
          <DialogActions>
            <Button label={translate('ra.action.cancel')} onClick={onClose} />
            <SaveButton alwaysEnable label="Cargar cotización" />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
