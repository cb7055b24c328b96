import { describe, expect, it } from 'vitest';
import { bulkDeleteReport } from './bulkDeleteReport';

describe('bulkDeleteReport', () => {
  it('says how many were deleted when all went', () => {
    expect(bulkDeleteReport({ deleted: 3, failures: [] })).toBe('3 eliminados.');
    expect(bulkDeleteReport({ deleted: 1, failures: [] })).toBe('1 eliminado.');
  });

  it('says how many failed and why, each reason once', () => {
    expect(
      bulkDeleteReport({
        deleted: 2,
        failures: [
          'No se puede eliminar: está en uso en Sucursales.',
          'No se puede eliminar: está en uso en Sucursales.',
          'No tenés permiso.',
        ],
      }),
    ).toBe(
      '2 eliminados, 3 no se pudieron eliminar: No se puede eliminar: está en uso en Sucursales; No tenés permiso.',
    );
  });

  it('never reports success when nothing was deleted', () => {
    expect(bulkDeleteReport({ deleted: 0, failures: ['En uso.'] })).toBe(
      '0 eliminados, 1 no se pudo eliminar: En uso.',
    );
  });
});
