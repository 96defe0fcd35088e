const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as people read it; "—" for none. */
export function when(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}
