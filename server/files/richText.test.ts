/** The server's rich-text sanitiser: an allow-list (domain/engine/richText.ts) applied on every write. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/engine/entity';
import { richText } from '../../domain/engine/fields';
import { validateRecord } from '../../domain/engine/validate';
import { sanitiseHtml } from './richText';

const sample = defineEntity({
  name: 'test/rich',
  table: 'rich',
  label: { one: 'Prueba', many: 'Pruebas' },
  fields: { body: richText({ label: 'Texto' }) },
  recordLabel: 'body',
});
const check = (input: Record<string, unknown>) => validateRecord(sample, input);

describe('rich text', () => {
  it('is sanitised on the server: scripts, handlers and javascript: links go, formatting stays', () => {
    const html =
      '<p style="text-align: center" onclick="x()">Hola <strong>mundo</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">mal</a><a href="https://ejemplo.com.ar" target="_blank">bien</a><img src=x onerror=alert(1)>';
    const clean = sanitiseHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(clean).toContain('<p style="text-align:center">Hola <strong>mundo</strong></p>');
    expect(clean).toContain(
      '<a href="https://ejemplo.com.ar" target="_blank" rel="noopener noreferrer">bien</a>',
    );
    // The server module registered the sanitiser used by validateRecord.
    expect(check({ body: '<p>a</p><script>alert(1)</script>' }).values.body).toBe('<p>a</p>');
  });
});
