/**
 * Text patterns used on both sides: plain regular expressions and no schema library, so that a page
 * that must stay small (the sign-in page, the theme) uses the same rule as the shared schemas
 * without loading them.
 */

/**
 * An email address, the one rule (`emailSchema` checks it too): dot-separated atoms of letters,
 * digits and `_ ' + -` before the `@`; domain labels of letters, digits and inner hyphens; a
 * top-level domain of at least two letters.
 */
export const EMAIL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A colour as `#rrggbb`: the theme, the branding and the CV's colours. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
