/** The package's version, set by scripts/site.mjs. */
declare const __VERSION__: string;
