/**
 * Cron expressions read in Spanish for the scheduled-jobs list: "Cada 15 minutos", "Todos los
 * días a las 03:00". Only the shapes the product schedules are named; anything else is shown as
 * the expression itself, which is still correct.
 */
const two = (n: string) => n.padStart(2, '0');
const NUMBER = /^\d+$/;
const weekdays = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

export function describeSchedule(expression: string): string {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return expression;
  const [minute, hour, day, month, weekday] = parts;
  const every = /^\*\/(\d+)$/;
  if (month !== '*' || day !== '*') return expression;
  if (hour === '*' && weekday === '*') {
    if (minute === '*') return 'Cada minuto';
    const m = every.exec(minute);
    if (m) return `Cada ${m[1]} minutos`;
    if (NUMBER.test(minute)) return `Cada hora, al minuto ${Number(minute)}`;
  }
  if (NUMBER.test(minute) && NUMBER.test(hour)) {
    const at = `a las ${two(hour)}:${two(minute)}`;
    if (weekday === '*') return `Todos los días ${at}`;
    if (NUMBER.test(weekday) && Number(weekday) < 7)
      return `Los ${weekdays[Number(weekday)]} ${at}`;
  }
  const h = every.exec(hour);
  if (h && NUMBER.test(minute) && weekday === '*') return `Cada ${h[1]} horas`;
  return expression;
}
