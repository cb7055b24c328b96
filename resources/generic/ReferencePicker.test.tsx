/**
 * The generic reference picker (issue 28 item 18): what is typed letter by letter stays in the
 * box and narrows the options through the list's `q`; options tell two clients of the same name
 * apart by their CUIT or DNI and where they live; an empty result says so in Spanish.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { contactListMember } from '../../domain/entities/contactLists';
import { foldSearch } from '../../domain/engine/searchTerms';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EntityForm } from './EntityForm';

afterEach(cleanup);

const clients = [
  {
    id: 'a-1',
    display_name: 'Acosta, Patricia',
    cuit: '27-23456789-4',
    email: 'pa@x.com',
    main_locality: 'Rosario, Santa Fe',
  },
  {
    id: 'a-2',
    display_name: 'Acosta, Patricia',
    document_number: '30.111.222',
    main_locality: 'San Martín, Buenos Aires',
  },
  { id: 'a-3', display_name: 'Ferreyra, Lucía', cuit: '27-30111222-5' },
  { id: 'a-4', display_name: 'Benítez, Juan' },
];

function renderPicker(asked: string[], answerAfter = 80) {
  const dataProvider = {
    getList: async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource !== 'account') return { data: [], total: 0 };
      const q = typeof params.filter.q === 'string' ? foldSearch(params.filter.q) : '';
      asked.push(q);
      // Slow enough that answers arrive while the next letters are typed.
      await new Promise((resolve) => setTimeout(resolve, answerAfter));
      const data = clients.filter((c) => foldSearch(c.display_name).includes(q));
      return { data, total: data.length };
    },
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  renderRecordScreen(<EntityForm entity={contactListMember} onSubmit={() => undefined} />, {
    resource: contactListMember.name,
    record: { id: '' },
    permission: ['accounts: view'],
    dataProvider,
  });
}

/** The client box once the session's access has chosen where clients are read from. */
async function pickerBox(asked: string[]) {
  await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  return screen.findByRole('combobox', { name: /^Cliente/ });
}

describe('a reference picker', { timeout: 30_000 }, () => {
  it('keeps what is typed letter by letter and offers only the matching records, told apart', async () => {
    const asked: string[] = [];
    renderPicker(asked);
    const box = await pickerBox(asked);
    const user = userEvent.setup({ delay: 40 });
    await user.click(box);
    // Each letter while the previous letters' answers arrive (the old picker lost them).
    for (const letter of 'Acos') {
      await user.keyboard(letter);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(box).toHaveValue('Acos');
    await waitFor(() => expect(asked).toContain('acos'));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(box).toHaveValue('Acos');
    // Same name, different people: the CUIT of one, the DNI of the other.
    expect(within(list).getByText(/27-23456789-4/)).toBeInTheDocument();
    expect(within(list).getByText(/30\.111\.222/)).toBeInTheDocument();
    // And where each lives: their main address's locality and province.
    expect(
      within(list).getByText(/27-23456789-4 · pa@x\.com · Rosario, Santa Fe/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/30\.111\.222 · San Martín, Buenos Aires/)).toBeInTheDocument();
    // Once the answer for "acos" is in, the earlier text's clients are gone (until then they
    // are left out of sight: the next test).
    await waitFor(() => expect(within(list).queryByText('Benítez, Juan')).toBeNull());
  });

  it("never offers the previous text's records while the typed text's answer is on its way", async () => {
    const asked: string[] = [];
    renderPicker(asked, 1500);
    const box = await pickerBox(asked);
    const user = userEvent.setup({ delay: 10 });
    await user.click(box);
    // The first options' wait is generous (a loaded machine took over 5 s); what is timed is
    // what follows, against the 1,5 s answer.
    const list = await screen.findByRole('listbox', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4), {
      timeout: 15_000,
    });
    await user.keyboard('Ferr');
    // The answer for "ferr" is 1,5 s away: of the four on screen, only hers still matches.
    const shown = () =>
      within(list)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-disabled') !== 'true');
    expect(shown().map((o) => o.textContent)).toEqual([expect.stringMatching(/^Ferreyra/)]);
    expect(asked).not.toContain('ferr');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Ferreyra, Lucía');
  });

  it('says in Spanish that nothing matches', async () => {
    const asked: string[] = [];
    renderPicker(asked);
    const box = await pickerBox(asked);
    const user = userEvent.setup({ delay: 20 });
    await user.click(box);
    await user.type(box, 'Zzyz');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
    expect(screen.queryByText('No options')).toBeNull();
    expect(box).toHaveValue('Zzyz');
  });
});
