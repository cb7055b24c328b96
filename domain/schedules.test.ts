import { describe, expect, it } from 'vitest';
import { describeSchedule } from './schedules';

describe('cron expressions in Spanish', () => {
  it.each([
    ['* * * * *', 'Cada minuto'],
    ['*/15 * * * *', 'Cada 15 minutos'],
    ['5 * * * *', 'Cada hora, al minuto 5'],
    ['0 3 * * *', 'Todos los días a las 03:00'],
    ['30 6 * * 1', 'Los lunes a las 06:30'],
    ['0 */6 * * *', 'Cada 6 horas'],
  ])('%s reads "%s"', (expression, text) => expect(describeSchedule(expression)).toBe(text));

  it('show any other shape as written', () => {
    expect(describeSchedule('0 3 1 * *')).toBe('0 3 1 * *');
    expect(describeSchedule('no es cron')).toBe('no es cron');
  });
});
