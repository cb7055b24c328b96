/**
 * «Descargar endoso (PDF)» on an endorsement's page (issue 32 section 2): the printed
 * endorsement, downloaded as a policy's documents are (the session's token, then saved under
 * the name the server gives). One not applied yet offers its request, «Descargar pedido de
 * endoso (PDF)» (domain/movements/movementDocument.ts). Whoever opens the movement may print it.
 */
import { Button, useRecordContext } from 'react-admin';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  movementDocumentMessages,
  movementDocumentPath,
  movementDocumentTitle,
} from '../../domain/movements/movementDocument';
import { showToast } from '../../providers/toasts';
import { apiV1 } from '../../src/config';
import { saveFile } from '../generic/sessionFiles';

export default function MovementDocumentButton() {
  const record = useRecordContext();
  if (!record?.contract_id) return null;
  const download = () =>
    void saveFile(
      `${apiV1()}/${movementDocumentPath(record.contract_id, record.id)}`,
      `${movementDocumentTitle(record)} ${String(record.numeration ?? '')}.pdf`,
    ).catch(() => showToast(movementDocumentMessages.failed, { type: 'error' }));
  return (
    <Button label={movementDocumentMessages.download(record)} onClick={download}>
      <PictureAsPdfIcon />
    </Button>
  );
}
