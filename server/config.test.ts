/** PUBLIC_URL: where mailed links point; checked at start so a typo fails loudly, not in a mail. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to this machine on the configured port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://bo.example.com.ar/' }).publicUrl).toBe(
      'https://bo.example.com.ar',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/brokerdesk/' }).publicUrl).toBe(
      'https://example.com/brokerdesk',
    );
  });

  it.each(['bo.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://x.com/?a=1'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});
