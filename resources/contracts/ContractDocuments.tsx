/**
 * A policy's documents on its page (issue 31): «Resumen de póliza (PDF)» for every policy and
 * «Certificado de cobertura (PDF)» for a vehicle's, downloaded as the proposal is (the session's
 * token, then saved); the certificate of a policy not in force today is offered disabled, saying
 * why (the rule the server applies, domain/contracts/contractDocuments.ts). «Adjuntar a la
 * póliza» keeps one among the policy's files, as «Póliza o certificado», through the same upload
 * and create routes as the «Archivos» tab, for whoever may add files there. «Enviar por correo»
 * e-mails one to the client through the outbox (ContractDocumentMailDialog.tsx).
 */
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { Menu, MenuItem, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EmailIcon from '@mui/icons-material/Email';
import {
  contractDocumentFileName,
  contractDocumentMessages,
  contractDocumentPath,
  contractDocumentsOf,
  contractDocumentTitles,
  type ContractDocumentKind,
} from '../../domain/contracts/contractDocuments';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday, formatDate } from '../../domain/engine/format';
import { contractFile } from '../../domain/entities/recordFiles';
import { attachmentKinds } from '../../domain/enums/files';
import { canAccess } from '../../domain/routes';
import { showToast } from '../../providers/toasts';
import { useAccess } from '../../src/access';
import { apiV1 } from '../../src/config';
import { uploadMedia } from '../generic/mediaApi';
import { fetchWithSession, saveFile } from '../generic/sessionFiles';
import { ContractDocumentMailDialog } from './ContractDocumentMailDialog';

const POLICY_FILE = optionByCode(attachmentKinds, 'policy').id;

export default function ContractDocuments() {
  const record = useRecordContext();
  const access = useAccess();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [mailing, setMailing] = useState(false);
  if (!record) return null;
  const today = argentineToday();
  const documents = contractDocumentsOf(record, today);
  const sendable = documents.filter(({ refusal }) => !refusal);
  const url = (kind: ContractDocumentKind) =>
    `${apiV1()}/${contractDocumentPath(String(record.id), kind)}`;
  const fileName = (kind: ContractDocumentKind) => contractDocumentFileName(kind, record.number);

  const download = (kind: ContractDocumentKind) =>
    void saveFile(url(kind), fileName(kind)).catch(() =>
      showToast(contractDocumentMessages.failed, { type: 'error' }),
    );

  const attach = async (kind: ContractDocumentKind) => {
    setMenu(null);
    setBusy(true);
    const title = `${contractDocumentTitles[kind]} ${String(record.number)} (${formatDate(today)})`;
    try {
      const pdf = await (await fetchWithSession(url(kind))).blob();
      const file = new File([pdf], fileName(kind), { type: 'application/pdf' });
      const media = await uploadMedia(contractFile.name, 'file', file);
      await dataProvider.create(contractFile.name, {
        data: { contract_id: record.id, file: media.id, title, kind: POLICY_FILE },
      });
      showToast(contractDocumentMessages.attached(title), { type: 'success' });
      refresh();
    } catch (error) {
      const told = error instanceof Error && !/^HTTP \d+$/.test(error.message);
      const detail = told ? ` ${error.message}` : '';
      showToast(`${contractDocumentMessages.attachFailed}${detail}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {documents.map(({ kind, title, refusal }) => (
        <Tooltip key={kind} title={refusal ?? ''}>
          {/* A disabled button takes no hover: the tooltip listens on its wrapper. */}
          <span>
            <Button label={`${title} (PDF)`} disabled={!!refusal} onClick={() => download(kind)}>
              <PictureAsPdfIcon />
            </Button>
          </span>
        </Tooltip>
      ))}
      <Button
        label={contractDocumentMessages.send}
        disabled={!sendable.length}
        onClick={() => setMailing(true)}
      >
        <EmailIcon />
      </Button>
      {mailing && (
        <ContractDocumentMailDialog
          policy={record}
          documents={sendable}
          onClose={() => setMailing(false)}
        />
      )}
      {canAccess(access, contractFile.name, 'create') && (
        <>
          <Button
            label="Adjuntar a la póliza"
            disabled={busy}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <AttachFileIcon />
          </Button>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {documents.map(({ kind, title, refusal }) => (
              <MenuItem key={kind} disabled={!!refusal} onClick={() => void attach(kind)}>
                {title}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
