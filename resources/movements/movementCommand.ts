/** Runs an endorsement's command (domain/movements/movementMachine.ts) at the version read. */
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';

export const runMovementCommand = (
  record: { id: unknown; updated_at?: unknown },
  command: 'send' | 'apply' | 'refuse',
  input: Record<string, unknown> = {},
) =>
  apiRequest(`${apiV1()}/contract_movement/${encodeURIComponent(String(record.id))}/${command}`, {
    method: 'POST',
    body: { updated_at: record.updated_at, ...input },
  });
