// @vitest-environment node
/** The Spanish texts: react-admin's whole built-in pack, and labels taken from the declarations. */
import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import englishMessages from 'ra-language-english';
import { groupOf } from '../../src/layout/useVisibleEntities';
import { entities } from '../../domain/entities';
import { errorMessages } from '../../domain/engine/messages';
import { recordScopeMessages } from '../../domain/engine/recordScope';
import { tenancyMessages } from '../../domain/tenancy';
import { i18nProvider, spanishMessages } from './index';

type Tree = { [key: string]: string | Tree };

const richTextDist = dirname(createRequire(import.meta.url).resolve('ra-input-rich-text'));

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

const english = flatten(englishMessages as unknown as Tree);
const spanish = Object.fromEntries(flatten(spanishMessages as unknown as Tree));

/** The keys the rich text editor's buttons translate (it ships no English pack of its own). */
const tiptapKeys = [
  ...new Set(
    readdirSync(join(richTextDist, 'buttons'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [
          ...readFileSync(join(richTextDist, 'buttons', file), 'utf8').matchAll(
            /'(ra\.tiptap\.\w+)'/g,
          ),
        ].map((m) => m[1]),
      ),
  ),
];

/** Keys whose Spanish text is rightly the same as the English one, and why. */
const sameInSpanish: Record<string, string> = {
  'ra.boolean.false': 'No',
  'ra.message.no': 'No',
  'ra.boolean.null': 'blank on purpose: an unset boolean shows nothing',
  'ra.configurable.inspector.title': 'Inspector is Spanish too',
  'ra.page.list': 'only placeholders',
  'ra.page.edit': 'only placeholders',
  'ra.page.show': 'only placeholders',
};

describe("react-admin's built-in texts", () => {
  it('reads the whole English pack', () => {
    expect(english.length).toBeGreaterThan(150);
    expect(english).toContainEqual(['ra.action.save', 'Save']);
  });

  it.each(english.filter(([key]) => !(key in sameInSpanish)))(
    '%s has its own Spanish text',
    (key, text) => {
      expect(typeof spanish[key]).toBe('string');
      expect(spanish[key].trim()).not.toBe('');
      expect(spanish[key]).not.toBe(text);
    },
  );

  it.each(Object.keys(sameInSpanish))('%s is allowed to match English, and still does', (key) => {
    const text = english.find(([k]) => k === key)?.[1];
    expect(text).toBeDefined();
    expect(spanish[key]).toBe(text);
  });

  it('translates every text of the rich text editor (ra-input-rich-text)', () => {
    expect(tiptapKeys.length).toBeGreaterThan(20);
    expect(tiptapKeys.filter((key) => typeof spanish[key] !== 'string')).toEqual([]);
    expect(spanish['ra.tiptap.bold']).toBe('Negrita');
  });

  it('has no react-admin key that the English pack or the editor lacks (no misspelt keys)', () => {
    const known = new Set([...english.map(([key]) => key), ...tiptapKeys]);
    expect(Object.keys(spanish).filter((key) => key.startsWith('ra.') && !known.has(key))).toEqual(
      [],
    );
  });
});

describe('wording a Rioplatense office worker reads (issue 9 item 31)', () => {
  const texts = flatten({ ra: spanishMessages.ra, app: spanishMessages.app } as unknown as Tree);

  it.each([
    ['English words', /\bitems?\b|\bDatagrid\b/i],
    ['"Remover" and "elemento"', /\bremover\b|\belementos?\b/i],
    [
      'usted forms instead of vos',
      /\b(ingrese|verifique|elija|olvidó|desea|quiere|pruebe|arrastre|revise|intente|inicie)\b/i,
    ],
    ['a capital after the first word of a label', /^(Cerrar|Recargar|Esconder|Mostrar) [A-ZÁÉÍÓÚ]/],
  ])('has no %s', (_what, pattern) => {
    expect(texts.filter(([, text]) => pattern.test(text.replace(/%\{\w+\}/g, '')))).toEqual([]);
  });

  it('speaks as vos in the server’s own messages too', () => {
    const own = [
      ...Object.values(errorMessages),
      ...Object.values(tenancyMessages),
      ...Object.values(recordScopeMessages),
    ];
    // "No se puede…" is impersonal; "No puede…" addresses the reader as usted.
    const usted = /\b(usted|ingrese|recargue|intente|verifique|elija)\b|(?<!se )\bpuede\b/i;
    expect(own.filter((text) => usted.test(text))).toEqual([]);
  });

  it('names resources in lower case inside sentences', () => {
    expect(
      i18nProvider.translate('resources.admin/holiday.forcedCaseName', { smart_count: 0 }),
    ).toBe('feriados');
    expect(i18nProvider.translate('ra.page.empty', { name: 'feriados' })).toBe(
      'Todavía no hay feriados.',
    );
    expect(i18nProvider.translate('resources.auth-admin/role.page.create')).toBe('Alta de rol');
  });
});

describe('resource labels', () => {
  it('come from the entity declarations', () => {
    const resources = spanishMessages.resources as Record<
      string,
      { name: string; fields: Record<string, string> }
    >;
    expect(resources['admin/branch'].name).toBe('Ramo |||| Ramos');
    expect(resources['admin/branch'].fields.name).toBe('Nombre');
    expect(resources['admin/branch'].fields.created_at).toBe('Creado');
    for (const entity of entities) {
      expect(resources[entity.name].name).toBe(`${entity.label.one} |||| ${entity.label.many}`);
      for (const [name, field] of Object.entries(entity.fields))
        expect(resources[entity.name].fields[name]).toBe(field.label);
    }
  });

  it('name every menu group the declarations make', () => {
    const menu = (spanishMessages.app as { menu: Record<string, string> }).menu;
    for (const entity of entities)
      if (groupOf(entity.name)) expect(menu[groupOf(entity.name)], entity.name).toBeTruthy();
  });

  it('have nothing for a resource that is not declared', () => {
    expect(
      (spanishMessages.resources as Record<string, unknown>)['admin/no-declarado'],
    ).toBeUndefined();
  });
});

describe('i18nProvider', () => {
  it('speaks Spanish', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('resources.admin/branch.name', { smart_count: 1 })).toBe('Ramo');
    expect(i18nProvider.translate('resources.admin/branch.name', { smart_count: 2 })).toBe('Ramos');
    expect(i18nProvider.translate('app.home.welcome', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('gives back the key and reports it for an unknown key, or gives the default text', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(i18nProvider.translate('app.no.existe')).toBe('app.no.existe');
      expect(report).toHaveBeenCalledWith(
        expect.stringContaining('Missing translation for key: "app.no.existe"'),
      );
      expect(i18nProvider.translate('app.no.existe', { _: 'Texto por defecto' })).toBe(
        'Texto por defecto',
      );
    } finally {
      report.mockRestore();
    }
  });
});
