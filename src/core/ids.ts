/** Player ids in every mode: short, printable, and never a JavaScript prototype key. */
export const PLAYER_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
