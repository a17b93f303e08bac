/**
 * A writer for the part of iCalendar (RFC 5545) the agenda's calendar feed uses: text escaping (§3.3.11), dates
 * and date-times (§3.3.4, §3.3.5), content lines ended by CRLF and folded at 75 octets without splitting a
 * UTF-8 character (§3.1). Written here rather than taken from ical-generator: with a calendar time zone that
 * library wrote DTSTAMP without the UTC "Z" (§3.8.7.2 requires it) and wall times from the host's clock.
 */
import { instantToOfficeDateTime, OFFICE_TIME_ZONE, type CalendarDate, type Instant } from './dates';

/** A property: its name, parameters ("TZID=America/Sao_Paulo") and value already in iCalendar form. */
export interface IcsProperty {
  name: string;
  params?: string[];
  value: string;
}

/** A component (VEVENT, VALARM…) with its properties and nested components, in order. */
export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components?: IcsComponent[];
}

const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters dropped (§3.3.11). */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A UTC date-time, "20261125T170000Z" (DTSTAMP, CREATED, LAST-MODIFIED must be UTC). */
export function icsUtc(instant: Instant): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** An office wall-clock date-time for a TZID=America/Sao_Paulo property, "20261125T140000". */
export function icsOfficeDateTime(instant: Instant): string {
  return `${instantToOfficeDateTime(instant).replace(/[-:]/g, '')}00`;
}

/** A DATE value, "20261125". */
export function icsDate(date: CalendarDate): string {
  return date.replace(/-/g, '');
}

/** A timed property in the office's zone: DTSTART;TZID=America/Sao_Paulo:20261125T140000. */
export function officeTimeProperty(name: string, instant: Instant): IcsProperty {
  return { name, params: [`TZID=${OFFICE_TIME_ZONE}`], value: icsOfficeDateTime(instant) };
}

/** A date property: DTSTART;VALUE=DATE:20261125. */
export function dateProperty(name: string, date: CalendarDate): IcsProperty {
  return { name, params: ['VALUE=DATE'], value: icsDate(date) };
}

/**
 * The office's zone as a VTIMEZONE. Brazil has kept UTC−3 all year since Decreto 9.772/2019 ended daylight
 * saving time, so one STANDARD rule covers every entry the feed holds (the feed starts months ago, not years).
 */
export const OFFICE_VTIMEZONE: IcsComponent = {
  name: 'VTIMEZONE',
  properties: [
    { name: 'TZID', value: OFFICE_TIME_ZONE },
    { name: 'X-LIC-LOCATION', value: OFFICE_TIME_ZONE },
  ],
  components: [
    {
      name: 'STANDARD',
      properties: [
        { name: 'DTSTART', value: '19700101T000000' },
        { name: 'TZOFFSETFROM', value: '-0300' },
        { name: 'TZOFFSETTO', value: '-0300' },
        { name: 'TZNAME', value: '-03' },
      ],
    },
  ],
};

/** One content line folded to at most 75 octets per line: continuation lines start with a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry one leading space, so they hold one octet less.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function contentLines(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map((p) => foldLine(`${p.name}${p.params?.length ? `;${p.params.join(';')}` : ''}:${p.value}`)),
    ...(component.components ?? []).flatMap(contentLines),
    `END:${component.name}`,
  ];
}

/** The iCalendar object as text: every line ended by CRLF, the last one included. */
export function serializeICalendar(calendar: IcsComponent): string {
  return `${contentLines(calendar).join('\r\n')}\r\n`;
}
