// The five modes the page scores, by record \`mode\`, with the label the page shows: read by the page
// (modes.ts) and by the forms (forms.js), neither of which needs the other to know them.

/** Every mode the page scores, by name, with its label, in the order the page lists them. */
export const MODE_LABELS: ReadonlyMap<string, string> = new Map([
  ["aces-high", "Aces High"],
  ["epic", "Epic Battles"],
  ["space-race", "Space Race"],
  ["fireteam", "A.C.E. Fireteam"],
  ["intergalactic-ace", "Intergalactic Ace"],
]);
