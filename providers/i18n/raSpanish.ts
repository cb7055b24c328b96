/**
 * react-admin's built-in texts in Spanish: the community pack (148 of the 164 keys) completed
 * with the keys it lacks and with the wording our users read ("elemento", not "item").
 * A test proves every key of react-admin's English pack has a Spanish text here.
 */
import type { TranslationMessages } from 'ra-core';
import communitySpanish from '@blackbox-vision/ra-language-spanish/dist-web/index.js';

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const completions: Tree = {
  ra: {
    action: {
      reset: 'Restablecer',
      search_columns: 'Buscar columnas',
      select_all_button: 'Seleccionar todo',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    },
    page: {
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
      not_found: 'Página no encontrada',
      list: '%{name}',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      create: 'Alta de %{name}',
    },
    message: {
      access_denied: 'No tenés permiso para ver esta página.',
      authentication_error:
        'El servidor de autenticación respondió con un error y no se pudieron verificar sus credenciales.',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
      unsaved_changes: 'Tiene cambios sin guardar. ¿Desea salir y descartarlos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_delete_content:
        '¿Seguro que desea eliminar este elemento? |||| ¿Seguro que desea eliminar estos %{smart_count} elementos?',
    },
    navigation: {
      clear_filters: 'Quitar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    },
    auth: { email: 'Correo electrónico' },
    notification: {
      offline: 'Sin conexión. No se pudieron obtener los datos.',
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
      updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
      created: 'Elemento creado',
    },
    validation: { unique: 'Debe ser único' },
    guesser: {
      empty: { title: 'No hay datos para mostrar', message: 'Revise el proveedor de datos' },
    },
  },
};

export const raSpanish = merge(
  communitySpanish as unknown as Tree,
  completions,
) as TranslationMessages;
