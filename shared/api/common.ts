import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { LEAD_TEXT_MAX } from '../constants.ts';

/** Bounded text: every string the API accepts has a ceiling (design §4). */
export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
export const RequiredText = (maxLength: number) => Text(maxLength, 1);
/** The subject of a campaign or a saved mail template, and of every mail sent, in characters. */
export const MAIL_SUBJECT_MAX_LENGTH = 250;
/** The HTML of a campaign or a saved mail template, in characters. */
export const MAIL_HTML_MAX_LENGTH = 100_000;

/** The longest e-mail address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
export const Phone = Text(LEAD_TEXT_MAX.phone);
/** An http(s) address with a host: 'https://' alone, or 'https:///path', would be a link to nowhere. */
export const URL_PATTERN = '^https?://[^/?#\\s]';
const Url = Type.String({ format: 'uri', pattern: URL_PATTERN, maxLength: 2048 });
/** An optional URL field that the admin forms may also send empty. */
export const OptionalUrl = Type.Union([Url, Type.Literal('')]);
/**
 * An image or link that pages put in src or href: empty, an http(s) address, or a path on this
 * site. Never `javascript:` or `data:`, nor `//host` or `/\host`, which browsers read as another site.
 */
export const LINK_OR_PATH_PATTERN = '^(|https?://[^\\s]+|/(?![/\\\\])[^\\s]*)$';
export const LinkOrPath = (maxLength: number) => Type.String({ maxLength, pattern: LINK_OR_PATH_PATTERN });
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });
/**
 * The id of a row the database numbers (an audit entry, a data request) as the API writes it: no
 * other spelling (06, 1e3) names a row, and PostgreSQL's bigint is never overrun (a safe integer).
 */
export const SERIAL_ID_PATTERN = '^[1-9][0-9]{0,14}$';
export const SerialIdParams = Type.Object({ id: Type.String({ pattern: SERIAL_ID_PATTERN }) });

export const Ok = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type Ok = Static<typeof Ok>;

export const Failure = Type.Object({ success: Type.Literal(false), message: Type.String() });
export type Failure = Static<typeof Failure>;

/** A stored record as the API answers it: what staff sent, its id and times, and what the server adds. */
export const Stored = <Input extends TSchema, Added extends TProperties = Record<never, never>>(input: Input, added = {} as Added) =>
  Type.Intersect([Type.Object({ _id: Type.String(), createdAt: Type.String(), updatedAt: Type.String(), ...added }), input]);

/** `?featured=true`: only the records staff marked featured (the home page, the carousels). */
export const FeaturedQuery = Type.Object({ featured: Type.Optional(Type.Boolean()) });

export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item) });
export const One = <T extends TSchema>(item: T) => Type.Object({ success: Type.Literal(true), data: item });
export const Created = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data: item });

export interface ListAnswer<T> {
  success: true;
  data: T[];
}
export interface OneAnswer<T> {
  success: true;
  data: T;
}
export interface CreatedAnswer<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * The maxLength of each text field of an object schema, so a form's inputs stop where the API
 * does (the admin forms read their limits here instead of repeating the numbers).
 */
export function textLimits<T extends TObject>(schema: T): Record<keyof T['properties'], number | undefined> {
  const properties = schema.properties as Record<string, { maxLength?: number }>;
  return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, property.maxLength])) as Record<
    keyof T['properties'],
    number | undefined
  >;
}

/** Answers that are not JSON, described for the API documentation (OpenAPI). */
const documentOnly = (contentType: string, description: string) => ({ description, content: { [contentType]: { schema: { type: 'string' } } } });
/** A small server-made page (a link from a mail: confirm, opt out). */
export const HtmlPage = documentOnly('text/html', 'An HTML page');
/** A mail link's POST: the JSON answer for scripts (RFC 8058 one-click), a page for a browser's form. */
export const answerOrPage = (json: TSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: json }, 'text/html': { schema: { type: 'string' } } },
});
/** A CSV download (Settings > Export). */
export const CsvFile = documentOnly('text/csv', 'A CSV file, streamed');
