// forms.js: what the page loads when a form is needed (scripts/site.mjs builds it on its own).
export { EventForm } from "./event-form.js";
export { SetupForm } from "./setup-form.js";
// The event shapes, for the browser tests that fill the forms field by field.
export { EVENT_SHAPES } from "./shapes.js";
