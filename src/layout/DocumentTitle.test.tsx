/** The page title 'page name | product name' (spec section 1). */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DocumentTitle, documentTitle } from './DocumentTitle';

describe('documentTitle', () => {
  it('puts the page name before the product name', () => {
    expect(documentTitle('Ramos')).toBe('Ramos | BrokerDesk');
    expect(documentTitle('  Ramos  ')).toBe('Ramos | BrokerDesk');
  });

  it('is the product name alone without a page name', () => {
    expect(documentTitle('')).toBe('BrokerDesk');
    expect(documentTitle('   ')).toBe('BrokerDesk');
  });
});

describe('<DocumentTitle/>', () => {
  it('follows the title react-admin renders into the app bar', async () => {
    const { unmount } = render(
      <>
        <DocumentTitle />
        <span id="react-admin-title">Ramos</span>
      </>,
    );
    expect(document.title).toBe('Ramos | BrokerDesk');
    document.getElementById('react-admin-title')!.textContent = 'Monedas';
    await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers run after this task
    expect(document.title).toBe('Monedas | BrokerDesk');
    unmount();
  });

  it('shows the product name alone while no screen has set a title', () => {
    const { unmount } = render(<DocumentTitle />);
    expect(document.title).toBe('BrokerDesk');
    unmount();
  });
});
