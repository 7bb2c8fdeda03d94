/** The package's version, set by scripts/site.mjs. */
declare const __VERSION__: string;
/** The build of the page, set by scripts/site.mjs in app.js and stamped into every chunk (`build`). */
declare const __BUILD__: string;
