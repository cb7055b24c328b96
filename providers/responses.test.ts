// @vitest-environment node
/** The pure response rules of spec sections 7 and 8: each rule with its bad-input case next to it. */
import { describe, expect, it } from 'vitest';
import { errorText, formErrors, isSilenced, successMessage, unwrapBody } from './responses';

describe('unwrapBody', () => {
  it('unwraps a {data, success} wrapper without meta', () => {
    expect(unwrapBody({ success: true, data: { id: 1 } })).toEqual({ id: 1 });
    expect(unwrapBody({ success: false, data: null })).toBeNull();
  });

  it('keeps a wrapper that has meta, or that lacks data or success', () => {
    const paged = { success: true, data: [{ id: 1 }], meta: { total: 1 } };
    expect(unwrapBody(paged)).toBe(paged);
    const noSuccess = { data: { id: 1 } };
    expect(unwrapBody(noSuccess)).toBe(noSuccess);
    const noData = { success: true, message: 'Guardado' };
    expect(unwrapBody(noData)).toBe(noData);
  });

  it('keeps arrays, null, text and numbers as they are', () => {
    const list = [{ data: 1, success: true }];
    expect(unwrapBody(list)).toBe(list);
    expect(unwrapBody(null)).toBeNull();
    expect(unwrapBody('texto')).toBe('texto');
    expect(unwrapBody(0)).toBe(0);
  });
});

describe('errorText', () => {
  it('uses the body itself when it is non-empty text', () => {
    expect(errorText(500, 'Servidor caído')).toBe('Servidor caído');
  });

  it('skips an empty or blank text body', () => {
    expect(errorText(500, '')).toBe('Respuesta de error 500');
    expect(errorText(500, '   ')).toBe('Respuesta de error 500');
  });

  it('takes the first non-empty of message, error_message, error and error.message, in that order', () => {
    const all = { message: 'm', error_message: 'em', error: 'e' };
    expect(errorText(400, all)).toBe('m');
    expect(errorText(400, { ...all, message: '' })).toBe('em');
    expect(errorText(400, { ...all, message: '', error_message: ' ' })).toBe('e');
    expect(errorText(400, { message: '', error_message: '', error: { message: 'anidado' } })).toBe(
      'anidado',
    );
  });

  it('ignores candidates that are not text', () => {
    expect(errorText(400, { message: { hideMessage: true }, error: 42 })).toBe(
      'Respuesta de error 400',
    );
    expect(errorText(400, { error: { message: '' } })).toBe('Respuesta de error 400');
    expect(errorText(400, ['lista'])).toBe('Respuesta de error 400');
  });

  it("falls back to 'Respuesta de error' with the status, or to the client text without one", () => {
    expect(errorText(500, null)).toBe('Respuesta de error 500');
    expect(errorText(503, {})).toBe('Respuesta de error 503');
    expect(errorText(null, null)).toBe('Ha Ocurrido un inconveniente');
    expect(errorText(0, { message: '' })).toBe('Ha Ocurrido un inconveniente');
  });
});

describe('isSilenced', () => {
  it('is silenced by hideMessage in the request options', () => {
    expect(isSilenced({ hideMessage: true }, { message: 'x' })).toBe(true);
  });

  it('is not silenced by hideMessage false or by no options', () => {
    expect(isSilenced({ hideMessage: false }, { message: 'x' })).toBe(false);
    expect(isSilenced(undefined, { message: 'x' })).toBe(false);
    expect(isSilenced(undefined, null)).toBe(false);
    expect(isSilenced(undefined, 'hideMessage')).toBe(false);
  });

  it('is silenced by hideMessage in the body, in body.data, or in a message object', () => {
    expect(isSilenced({}, { hideMessage: true })).toBe(true);
    expect(isSilenced({}, { data: { hideMessage: true } })).toBe(true);
    expect(isSilenced({}, { message: { hideMessage: true } })).toBe(true);
  });

  it('needs the flag to be exactly true', () => {
    expect(isSilenced({}, { hideMessage: 'true' })).toBe(false);
    expect(isSilenced({}, { data: { hideMessage: 1 } })).toBe(false);
    expect(isSilenced({}, { data: [{ hideMessage: true }] })).toBe(false);
    expect(isSilenced({}, { message: 'hideMessage' })).toBe(false);
  });
});

describe('formErrors', () => {
  it('joins each field’s messages into one string', () => {
    expect(
      formErrors({
        message: 'Los datos ingresados no son válidos.',
        errors: { name: ['Obligatorio.', 'Muy corto.'], code: ['Repetido.'] },
      }),
    ).toEqual({ name: 'Obligatorio. Muy corto.', code: 'Repetido.' });
    expect(formErrors({ errors: { name: 'Ya es texto.' } })).toEqual({ name: 'Ya es texto.' });
  });

  it('is null when the body has no errors object', () => {
    expect(formErrors({ message: 'Error' })).toBeNull();
    expect(formErrors({ errors: null })).toBeNull();
    expect(formErrors({ errors: ['a'] })).toBeNull();
    expect(formErrors('errors')).toBeNull();
    expect(formErrors(null)).toBeNull();
  });
});

describe('successMessage', () => {
  it('is the message of a successful response', () => {
    expect(successMessage({ success: true, message: 'Ramo guardado', data: {} })).toBe(
      'Ramo guardado',
    );
  });

  it('is null without a non-empty text message', () => {
    expect(successMessage({ success: true, data: {} })).toBeNull();
    expect(successMessage({ message: '' })).toBeNull();
    expect(successMessage({ message: { hideMessage: true } })).toBeNull();
    expect(successMessage('Guardado')).toBeNull();
    expect(successMessage(null)).toBeNull();
  });
});
