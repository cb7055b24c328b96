import { describe, expect, it } from 'vitest';
import { widgetSnippet } from './snippet';

describe('widgetSnippet', () => {
  it('places the container and the loader with the token, from the product origin', () => {
    expect(widgetSnippet('https://app.brokerdesk.com.ar/', 'wgt_abc-123')).toBe(
      '<div id="brokerdesk-cotizador"></div>\n' +
        '<script src="https://app.brokerdesk.com.ar/widget/cotizador.js" data-token="wgt_abc-123" async></script>',
    );
  });

  it('keeps a value from breaking out of its attribute', () => {
    const snippet = widgetSnippet('https://x.com.ar', 'a"><script>alert(1)</script>');
    expect(snippet).not.toContain('"><script>alert');
    expect(snippet).toContain('data-token="a&quot;>&lt;script>alert(1)&lt;/script>"');
  });
});
