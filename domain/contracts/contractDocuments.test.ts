/**
 * Which documents a policy offers (issue 31): the summary always; the certificate only for a
 * vehicle's policy, and only on a day it covers (its last day included, not before it starts,
 * never once annulled), the same rule for the page's buttons and the server's answer.
 */
import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { branches } from '../enums/branches';
import { contractStatus } from '../enums/statuses';
import {
  certificateRefusal,
  contractDocumentFileName,
  contractDocumentMessages,
  contractDocumentsOf,
} from './contractDocuments';

const branch = (code: string) => optionByCode(branches, code).id;
const status = (code: string) => optionByCode(contractStatus, code).id;
const car = {
  branch_id: branch('car'),
  status: status('validity'),
  validity_from: '2026-06-01',
  validity_to: '2026-12-01',
};

describe('the policy documents', () => {
  it('offers the certificate for cars, motorcycles and fleets only', () => {
    for (const code of ['car', 'motorcycle', 'fleet'])
      expect(certificateRefusal({ ...car, branch_id: branch(code) }, '2026-07-01')).toBeNull();
    const home = { ...car, branch_id: branch('home') };
    expect(contractDocumentsOf(home, '2026-07-01').map((d) => d.kind)).toEqual(['summary']);
    expect(certificateRefusal(home, '2026-07-01')).toBe(
      contractDocumentMessages.certificateVehiclesOnly,
    );
    expect(contractDocumentMessages.certificateVehiclesOnly).toContain(
      'Automotores, Motos o Flotas',
    );
  });

  it('certifies only a day the policy covers', () => {
    expect(certificateRefusal(car, '2026-06-01')).toBeNull();
    expect(certificateRefusal(car, '2026-12-01')).toBeNull();
    expect(certificateRefusal(car, '2026-05-31')).toContain('no está vigente hoy');
    expect(certificateRefusal(car, '2026-12-02')).toContain(
      'vigencia del 01/06/2026 al 01/12/2026',
    );
    const annulled = { ...car, status: status('anulled') };
    expect(certificateRefusal(annulled, '2026-07-01')).toBe(
      'La póliza no está vigente hoy (Anulada, vigencia del 01/06/2026 al 01/12/2026): no se puede certificar su cobertura.',
    );
    const offered = contractDocumentsOf(annulled, '2026-07-01');
    expect(offered.map((d) => [d.kind, d.refusal === null])).toEqual([
      ['summary', true],
      ['certificate', false],
    ]);
  });

  it('names the file by the document and the policy number', () => {
    expect(contractDocumentFileName('summary', '002-01/7088734')).toBe(
      'Resumen de póliza 002-01-7088734.pdf',
    );
  });
});
