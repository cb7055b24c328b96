/**
 * The i18nProvider: Spanish is the default and fallback language (spec section 1). Resource
 * names and field labels come from the entity declarations, so no label is written twice; they
 * are learnt when the signed-in workspace loads (src/workspacePart.ts), so that the login page
 * carries none of the declarations.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import type { Entity } from '../../domain/engine/entity';
import { DEFAULT_LANGUAGE } from '../../domain/constants';
import { appMessages } from './appMessages';
import { raSpanish } from './raSpanish';

const lower = (text: string) => text.toLocaleLowerCase('es');

function resourceMessages(list: readonly Entity[]) {
  return Object.fromEntries(
    list.map((entity) => [
      entity.name,
      {
        name: `${entity.label.one} |||| ${entity.label.many}`,
        // Inside a sentence ("Todavía no hay feriados.", "Eliminar 3 feriados"), lower case.
        forcedCaseName: `${lower(entity.label.one)} |||| ${lower(entity.label.many)}`,
        page: { create: `Alta de ${lower(entity.label.one)}` },
        fields: {
          ...appMessages.app.fields,
          ...Object.fromEntries(
            Object.entries(entity.fields).map(([name, field]) => [name, field.label]),
          ),
        },
      },
    ]),
  );
}

/** Every text the app shows; `resources` is filled by `learnResources`. */
export const spanishMessages = {
  ...raSpanish,
  ...appMessages,
  resources: {},
} as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(
  () => spanishMessages,
  DEFAULT_LANGUAGE,
  [{ locale: 'es', name: 'Español' }],
  {
    allowMissing: false,
  },
);

/**
 * Adds the entities' names and field labels. Polyglot reads its phrases once, so the provider
 * loads the language again; nothing on screen before then names a resource (the login page).
 */
export async function learnResources(list: readonly Entity[]) {
  spanishMessages.resources = resourceMessages(list);
  await i18nProvider.changeLocale(DEFAULT_LANGUAGE);
}
