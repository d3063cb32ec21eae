/**
 * An episode's length written for people ("1:02:03", "12:05") and for machines (ISO 8601
 * "PT1H2M3S" for schema.org). Whole seconds: no reader or podcast app shows fractions.
 */
function parts(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function clockTime(seconds: number): string {
  const { hours, minutes, seconds: rest } = parts(seconds);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

export function isoDuration(seconds: number): string {
  const { hours, minutes, seconds: rest } = parts(seconds);
  const written = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
  return `PT${written}`;
}

/** "About 12 minutes", the length as a listener weighs it before pressing play. */
export function spokenLength(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
