/** The largest JSON body a route takes unless it says otherwise (design §7: body limit). */
export const BODY_LIMIT = 100 * 1024;

/**
 * The body limit of a route whose longest field may hold `maxCharacters`: three bytes a character
 * (a Hindi letter in UTF-8; JSON writes a quote, a backslash or a line break in two), and the
 * default limit's room for the rest. The default alone would refuse a Hindi text at a third of
 * its length, and an HTML mail with many quotes below its own.
 */
export const bodyLimitForText = (maxCharacters: number): number => maxCharacters * 3 + BODY_LIMIT;
