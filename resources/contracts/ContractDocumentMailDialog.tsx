/**
 * «Enviar por correo» on a policy's page (issue 31): the document and the address it goes to,
 * proposed as the client's e-mail when the viewer may read it (else empty). The server renders
 * the PDF and sends it through the outbox (server/contracts/contractDocumentMail.ts); its
 * refusals show on the inputs, its success as a toast.
 */
import { Button, Form, SaveButton, SelectInput, useGetOne, useTranslate } from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  contractDocumentMailFields,
  contractDocumentMessages,
  contractDocumentSendPath,
  type ContractDocumentKind,
} from '../../domain/contracts/contractDocuments';
import { checkInput } from '../../domain/engine/commandPlan';
import { account } from '../../domain/entities/clients';
import { canAccess } from '../../domain/routes';
import { apiRequest } from '../../providers/httpClient';
import { showToast } from '../../providers/toasts';
import { useAccess } from '../../src/access';
import { apiV1 } from '../../src/config';
import { sendOrFieldErrors } from '../generic/dialogSubmit';
import { FieldInput } from '../generic/fieldInputs';
import { inputValidator } from '../generic/inputValidation';

const validate = inputValidator(contractDocumentMailFields);

/** The client's address, if it is one (a masked or empty value proposes nothing). */
const proposed = (value: unknown) =>
  'values' in checkInput(contractDocumentMailFields, { to: value }) ? String(value) : '';

export function ContractDocumentMailDialog({
  policy,
  documents,
  onClose,
}: {
  policy: { id: unknown; account_id?: unknown; number?: unknown };
  /** The documents the policy offers today, none refused. */
  documents: { kind: ContractDocumentKind; title: string }[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const access = useAccess();
  const mayReadClient = canAccess(access, account.name, 'show') && policy.account_id != null;
  const { data: client, isPending } = useGetOne(
    account.name,
    { id: String(policy.account_id) },
    { enabled: mayReadClient, retry: false },
  );
  const submit = (values: Record<string, unknown>) => {
    const to = String(values.to ?? '');
    const kind = String(values.kind) as ContractDocumentKind;
    return sendOrFieldErrors(
      () =>
        apiRequest(`${apiV1()}/${contractDocumentSendPath(String(policy.id), kind)}`, {
          method: 'POST',
          body: { to },
        }),
      () => {
        showToast(contractDocumentMessages.sent(to), { type: 'success' });
        onClose();
      },
    );
  };
  const loading = mayReadClient && isPending;
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-mail-title" fullWidth maxWidth="xs">
      {!loading && (
        <Form
          record={{ id: String(policy.id), kind: documents[0]?.kind, to: proposed(client?.email) }}
          onSubmit={submit}
          validate={validate}
        >
          <DialogTitle id="document-mail-title">
            {contractDocumentMessages.send}: póliza {String(policy.number ?? '')}
          </DialogTitle>
          <DialogContent>
            <SelectInput
              source="kind"
              label="Documento"
              choices={documents.map(({ kind, title }) => ({ id: kind, name: title }))}
              isRequired
              fullWidth
              helperText={false}
            />
            <FieldInput name="to" field={contractDocumentMailFields.to} />
          </DialogContent>
          <DialogActions>
            <Button label={translate('ra.action.cancel')} onClick={onClose} />
            <SaveButton alwaysEnable label={contractDocumentMessages.send} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
