/**
 * Spanish validation and error messages (spec section 5 and 8). Placeholders use
 * the `:name` style of the spec's catalogue (`:attribute`, `:min`, `:max`).
 */
export const validationMessages = {
  required: 'El campo :attribute es obligatorio.',
  email: 'El campo :attribute debe ser una dirección de correo válida.',
  date: 'El campo :attribute no es una fecha válida.',
  integer: 'El campo :attribute debe ser un número entero.',
  numeric: 'El campo :attribute debe ser un número.',
  boolean: 'El campo :attribute debe ser verdadero o falso.',
  url: 'El campo :attribute debe ser una URL válida.',
  json: 'El campo :attribute debe ser un texto JSON válido.',
  minNumeric: 'El campo :attribute debe ser al menos :min.',
  maxNumeric: 'El campo :attribute no debe ser mayor que :max.',
  minString: 'El campo :attribute debe contener al menos :min caracteres.',
  maxString: 'El campo :attribute no debe contener más de :max caracteres.',
  minDate: 'El campo :attribute debe ser una fecha posterior o igual a :min.',
  maxDate: 'El campo :attribute debe ser una fecha anterior o igual a :max.',
  decimals: 'El campo :attribute admite como máximo :max decimales.',
  unique: 'El valor del campo :attribute ya está en uso.',
  in: 'El valor seleccionado en :attribute no es válido.',
  exists: 'El valor seleccionado en :attribute no existe.',
  retired: 'La opción «:name» de :attribute está fuera de uso: elegí otra.',
  regex: 'El formato del campo :attribute no es válido.',
  cuit: 'El campo :attribute no es un CUIT válido.',
  phone: 'El campo :attribute no es un teléfono válido.',
  unknown: 'El campo :attribute no pertenece a este formulario.',
  readOnly: 'El campo :attribute no puede modificarse.',
  confirmed: 'La confirmación de :attribute no coincide.',
  string: 'El campo :attribute debe ser un texto.',
  list: 'El campo :attribute debe ser una lista.',
  object: 'El campo :attribute debe ser un objeto.',
  characters: 'El campo :attribute contiene caracteres no válidos.',
  maxDigits: 'El campo :attribute admite como máximo :max dígitos enteros.',
  maxItems: 'El campo :attribute admite como máximo :max elementos.',
} as const;

export type ValidationRule = keyof typeof validationMessages;

export const errorMessages = {
  invalidData: 'Los datos ingresados no son válidos.',
  generic: 'Lo sentimos, ha ocurrido un inconveniente',
  clientFallback: 'Ha Ocurrido un inconveniente',
  responseError: 'Respuesta de error',
  unauthenticated: 'Tu sesión no es válida o expiró. Ingresá de nuevo.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'El registro solicitado no existe.',
  routeNotFound: 'La dirección solicitada no existe.',
  stale:
    'Otra persona modificó este registro mientras lo editabas. Recargá la página para ver sus cambios; los tuyos no se guardaron.',
  inUse: 'No se puede eliminar: el registro está en uso en :where.',
  badCredentials: 'El correo electrónico o la contraseña son incorrectos.',
  deactivated: 'Su usuario está desactivado. Consulte con un administrador.',
  badClient: 'El cliente de la aplicación no es válido.',
  badGrant: 'El tipo de autorización no es válido.',
  badRefresh: 'La sesión expiró. Ingresá de nuevo.',
  noToken: 'No access token stored',
  badQuery: 'Los parámetros de la consulta no son válidos.',
  badJsonBody: 'El cuerpo de la solicitud no es un JSON válido.',
  tooLarge: 'La solicitud es demasiado grande.',
  readOnly: 'Este listado es de solo lectura: sus registros los escribe el sistema.',
  singletonDelete:
    'Esta configuración es la única de tu organización: no se elimina, modificala en su lugar.',
  unavailable: 'El servicio no está disponible en este momento. Probá de nuevo en unos segundos.',
} as const;

/**
 * Replaces `:name` placeholders in one pass. A placeholder is the whole word after the colon, so
 * `:max` never eats the start of `:maximum` (even when only `max` is given), and a replaced value
 * that itself contains `:min` (a label, say) is never substituted again. Unknown placeholders
 * are left as they are.
 */
export function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function validationMessage(
  rule: ValidationRule,
  params: Record<string, string | number>,
): string {
  return interpolate(validationMessages[rule], params);
}
