/** A calendar day of the site's configuration (YYYY-MM-DD), read and written as the spec does. */
export interface EventDay {
  year: number;
  month: number;
  day: number;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The day a YYYY-MM-DD text names, or null for anything else (no such day included). */
export function parseEventDay(text: string): EventDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** "March 15th, 2026", the way academy.md §2 writes the Grand Opening's day. */
export function formatEventDay({ year, month, day }: EventDay): string {
  return `${MONTHS[month - 1] ?? ""} ${ordinal(day)}, ${year}`;
}

/** Whether the day is over where the visitor is (the event runs to the end of its day). */
export function eventDayIsPast({ year, month, day }: EventDay, now: Date): boolean {
  return now.getTime() >= new Date(year, month - 1, day + 1).getTime();
}
