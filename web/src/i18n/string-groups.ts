import firstPaintGroups from './first-paint-groups.json';

/**
 * The top-level groups of the locale files that the shell and the first-paint screens show (the
 * routes marked `firstPaint`: /home and the other landings, /detail, /bag, /chatRoom), listed in
 * first-paint-groups.json (the build reads it too). They load before the first paint; every other
 * group comes in a second chunk per language, fetched right after the first paint and awaited by
 * every other screen, so the strings of the other screens do not weigh on the first one.
 * `first-paint-strings.test.ts` fails when the shell or a first-paint screen uses another group.
 */
export const FIRST_PAINT_GROUPS: readonly string[] = firstPaintGroups;

export type StringsPart = 'first' | 'rest';
