/**
 * "Add to calendar" links for a booked call: Google Calendar and Outlook on the web take the event in
 * their address. Only the call's title, times and a line about it go there: no name, no email.
 */

export interface CalendarEvent {
  title: string;
  start: string | Date;
  end: string | Date;
  details: string;
}

const compact = (value: string | Date) => new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl({ title, start, end, details }: CalendarEvent): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${compact(start)}/${compact(end)}`, details });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl({ title, start, end, details }: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: new Date(start).toISOString(),
    enddt: new Date(end).toISOString(),
    body: details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
