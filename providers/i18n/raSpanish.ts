/**
 * react-admin's built-in texts in Spanish: the community pack (148 of the 164 keys) completed
 * with the keys it lacks and with the wording our users read: Rioplatense "vos", "registro"
 * rather than "item" or "elemento", "Quitar" rather than "Remover", sentence case.
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
      add_filter: 'Agregar filtro',
      add: 'Agregar',
      back: 'Volver',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar el valor',
      clone: 'Duplicar',
      create_item: 'Crear «%{item}»',
      list: 'Volver a la lista',
      refresh: 'Actualizar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      show: 'Ver',
      unselect: 'Quitar la selección',
      open_menu: 'Abrir el menú',
      close_menu: 'Cerrar el menú',
      toggle_theme: 'Cambiar el tema',
      update_application: 'Recargar la aplicación',
      reset: 'Restablecer',
      search_columns: 'Buscar columnas',
      select_all_button: 'Seleccionar todo',
      bulk_actions: '1 registro seleccionado |||| %{smart_count} registros seleccionados',
    },
    page: {
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
      dashboard: 'Inicio',
      loading: 'Cargando…',
      not_found: 'Página no encontrada',
      list: '%{name}',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      create: 'Alta de %{name}',
      empty: 'Todavía no hay %{name}.',
      invite: 'Usá el botón Crear para cargar el primero.',
    },
    input: {
      file: {
        upload_several: 'Arrastrá archivos acá o hacé clic para elegirlos.',
        upload_single: 'Arrastrá un archivo acá o hacé clic para elegirlo.',
      },
      image: {
        upload_several: 'Arrastrá imágenes acá o hacé clic para elegirlas.',
        upload_single: 'Arrastrá una imagen acá o hacé clic para elegirla.',
      },
      references: {
        all_missing: 'No se encontraron los registros relacionados.',
        many_missing: 'Alguno de los registros relacionados ya no está disponible.',
        single_missing: 'El registro relacionado ya no está disponible.',
      },
    },
    message: {
      are_you_sure: '¿Confirmás?',
      access_denied: 'No tenés permiso para ver esta página.',
      authentication_error:
        'El servidor de autenticación respondió con un error y no se pudieron verificar tus datos de ingreso.',
      auth_error: 'No se pudo validar tu sesión. Ingresá de nuevo.',
      clear_array_input: '¿Seguro que querés vaciar la lista?',
      delete_content: '¿Seguro que querés eliminar este registro?',
      delete_title: 'Eliminar %{name} n.º %{id}',
      error: 'Ocurrió un error y no se pudo completar lo que pediste.',
      invalid_form: 'El formulario tiene errores: revisá los campos marcados.',
      loading: 'La página se está cargando, esperá un momento.',
      not_found: 'La dirección es incorrecta o el enlace ya no existe.',
      select_all_limit_reached:
        'Hay demasiados registros para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
      unsaved_changes: 'Tenés cambios sin guardar. ¿Querés salir y descartarlos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_delete_content:
        '¿Seguro que querés eliminar este registro? |||| ¿Seguro que querés eliminar estos %{smart_count} registros?',
      bulk_update_title: 'Actualizar %{name} |||| Actualizar %{smart_count} %{name}',
      bulk_update_content:
        '¿Seguro que querés actualizar este registro? |||| ¿Seguro que querés actualizar estos %{smart_count} registros?',
    },
    navigation: {
      no_results: 'No se encontraron resultados',
      no_more_results: 'La página %{page} no existe. Probá con la anterior.',
      page_out_of_boundaries: 'La página %{page} no existe',
      page_out_from_end: 'Ya estás en la última página',
      page_out_from_begin: 'Ya estás en la primera página',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      next: 'Ir a la página siguiente',
      clear_filters: 'Quitar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    },
    sort: { sort_by: 'Ordenar por %{field} (%{order})' },
    auth: {
      auth_check_error: 'Ingresá para continuar.',
      sign_in: 'Ingresar',
      sign_in_error: 'No pudiste ingresar. Probá de nuevo.',
      logout: 'Cerrar sesión',
      email: 'Correo electrónico',
    },
    notification: {
      offline: 'Sin conexión. No se pudieron obtener los datos.',
      deleted: 'Registro eliminado |||| %{smart_count} registros eliminados',
      updated: 'Registro actualizado |||| %{smart_count} registros actualizados',
      created: 'Registro creado',
      bad_item: 'Registro incorrecto',
      item_doesnt_exist: 'El registro no existe',
      http_error: 'No se pudo comunicar con el servidor.',
      data_provider_error: 'No se pudieron obtener los datos. Probá de nuevo en un momento.',
      logged_out: 'Tu sesión terminó. Ingresá de nuevo.',
      not_authorized: 'No tenés permiso para acceder a esto.',
      application_update_available: 'Hay una versión nueva disponible.',
    },
    validation: {
      required: 'Obligatorio',
      minLength: 'Debe tener al menos %{min} caracteres',
      maxLength: 'Debe tener %{max} caracteres como máximo',
      regex: 'No tiene el formato esperado',
      unique: 'Debe ser único',
    },
    saved_queries: {
      new_label: 'Guardar esta búsqueda…',
      new_dialog_title: 'Guardar esta búsqueda como',
      label: 'Búsquedas guardadas',
      query_name: 'Nombre de la búsqueda',
      remove_label: 'Eliminar la búsqueda guardada',
      remove_label_with_name: 'Eliminar la búsqueda «%{name}»',
      remove_dialog_title: '¿Eliminar la búsqueda guardada?',
      remove_message: '¿Seguro que querés sacarla de tus búsquedas guardadas?',
      help: 'Filtrá la lista y guardá la búsqueda para usarla más tarde',
    },
    configurable: {
      inspector: {
        content: 'Pasá el mouse por la pantalla para configurar lo que ves',
        hideAll: 'Ocultar todos',
        showAll: 'Mostrar todos',
      },
      Datagrid: { title: 'Tabla' },
    },
    guesser: {
      empty: { title: 'No hay datos para mostrar', message: 'Revisá el proveedor de datos' },
    },
    // The rich text editor's toolbar (ra-input-rich-text).
    tiptap: {
      align_center: 'Centrar',
      align_justify: 'Justificar',
      align_left: 'Alinear a la izquierda',
      align_right: 'Alinear a la derecha',
      blockquote: 'Cita',
      bold: 'Negrita',
      clear_format: 'Quitar el formato',
      code: 'Código',
      color: 'Color',
      current_level: 'Nivel actual',
      heading1: 'Título 1',
      heading2: 'Título 2',
      heading3: 'Título 3',
      heading4: 'Título 4',
      heading5: 'Título 5',
      heading6: 'Título 6',
      highlight: 'Resaltar',
      image: 'Imagen',
      image_dialog: 'Dirección de la imagen',
      italic: 'Cursiva',
      link: 'Agregar un enlace',
      list_bulleted: 'Lista con viñetas',
      list_numbered: 'Lista numerada',
      paragraph: 'Normal',
      select_level: 'Elegí el nivel',
      strike: 'Tachado',
      underline: 'Subrayado',
    },
  },
};

export const raSpanish = merge(
  communitySpanish as unknown as Tree,
  completions,
) as TranslationMessages;
