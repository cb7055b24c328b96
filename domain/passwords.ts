/**
 * Password rules shared by registration, reset, profile change and user administration
 * (spec section 5 product messages). Reuse of an old password is the server's check.
 */
import type { FieldErrors } from './engine/validate';

export const MIN_PASSWORD_LENGTH = 8;
/**
 * bcrypt reads only the first 72 bytes of a password; a longer one would be cut without a word,
 * so it is refused instead (UTF-8 bytes: an accented letter or ñ takes two).
 */
export const MAX_PASSWORD_BYTES = 72;
/** How many previous passwords a new one may not repeat. */
export const PASSWORD_HISTORY = 5;

export const passwordMessages = {
  required: 'La contraseña y su confirmación son obligatorias.',
  mismatch: 'La contraseña y su confirmación no coinciden.',
  weak: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres, con letras y números.`,
  tooLong: `La contraseña es demasiado larga: puede tener hasta ${MAX_PASSWORD_BYTES} caracteres (las letras con tilde, la ñ y los símbolos ocupan dos o más).`,
  reused: 'La contraseña ya fue utilizada anteriormente. Elija una distinta.',
  currentWrong: 'La contraseña actual no es correcta.',
  emailTaken: 'El correo electrónico ya está en uso.',
  resetInvalid:
    'El enlace para restablecer la contraseña no es válido o expiró. Solicite uno nuevo.',
  resetSent:
    'Si el correo electrónico corresponde a un usuario, le enviamos un enlace para restablecer la contraseña.',
  resetDone: 'La contraseña se cambió. Ya puede ingresar con la nueva.',
  changed: 'La contraseña se cambió. Las demás sesiones se cerraron.',
  changedByAdmin: 'La contraseña se cambió y se cerraron las sesiones abiertas del usuario.',
  changeElsewhere: 'La contraseña se cambia desde «Cambiar contraseña».',
} as const;

/** UTF-8 length, what bcrypt counts (TextEncoder exists in browsers and in Node). */
export const passwordBytes = (password: string) => new TextEncoder().encode(password).length;

export function validatePasswordPair(password: unknown, confirmation: unknown): FieldErrors {
  if (
    typeof password !== 'string' ||
    password === '' ||
    typeof confirmation !== 'string' ||
    confirmation === ''
  ) {
    return { password: [passwordMessages.required] };
  }
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) return { password: [passwordMessages.tooLong] };
  if (
    password.length < MIN_PASSWORD_LENGTH ||
    !/[A-Za-zÑñ]/.test(password) ||
    !/\d/.test(password)
  ) {
    return { password: [passwordMessages.weak] };
  }
  if (password !== confirmation) return { password_confirmation: [passwordMessages.mismatch] };
  return {};
}
