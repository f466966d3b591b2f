/*
 * The longest an entry stays in Redis (Next asks a year): an entry nobody has asked for in a day
 * is rendered again, and the keys of a previous build, which nobody reads, are gone a day after it.
 */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;
