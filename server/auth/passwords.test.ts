/**
 * bcrypt's cost: production's is pinned at 10; only Vitest hashes at the least (4), and a hash of
 * either cost is checked alike.
 */
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptCost, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('cost 10 in production and in the Playwright run, 4 only under Vitest', async () => {
    expect(bcryptCost({})).toBe(10);
    expect(bcryptCost({ NODE_ENV: 'production' })).toBe(10);
    expect(bcryptCost({ VITEST: 'true' })).toBe(4);
    expect(bcrypt.getRounds(await hashPassword('Clave segura 2026'))).toBe(4);
  });

  it('checks a production hash as any other', async () => {
    const production = await bcrypt.hash('Clave segura 2026', 10);
    expect(await verifyPassword('Clave segura 2026', production)).toBe(true);
    expect(await verifyPassword('clave segura 2026', production)).toBe(false);
  });
});
