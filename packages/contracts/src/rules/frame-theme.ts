/**
 * The checkout's theme as the sandbox card frame takes it: query parameters of GET /payments/sandbox/frame, each a
 * `--cobro-*` custom property of theming.md. The frame is another document (the payments origin), so the page's
 * custom properties do not reach it; the checkout reads their computed values and passes them along. Every value
 * must match a strict grammar (a colour, a length, a font list): no `;`, braces, `url(` or escapes can pass, and
 * the frame sets each one through the CSSOM, never as markup, so its CSP stays `style-src 'self'` (decision 0853).
 */
export const FRAME_THEME = {
  theme_primary: '--cobro-color-primary',
  theme_on_primary: '--cobro-color-on-primary',
  theme_focus: '--cobro-color-focus',
  theme_surface: '--cobro-color-surface',
  theme_text: '--cobro-color-text',
  theme_text_muted: '--cobro-color-text-muted',
  theme_border: '--cobro-color-border',
  theme_radius: '--cobro-radius',
  theme_focus_width: '--cobro-focus-width',
  theme_font: '--cobro-font',
  theme_font_size: '--cobro-font-size',
} as const;
export type FrameThemeParameter = keyof typeof FRAME_THEME;
export type FrameTheme = Partial<Record<FrameThemeParameter, string>>;

/** `#3b5bdb`, `rebeccapurple`, `rgb(59 91 219 / 90%)`, `oklch(0.5 0.2 270)`: one colour, no nesting. */
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([a-z0-9.,%\s/+-]{1,80}\))$/i;
/** `0`, `6px`, `0.5rem`, `1.2em`. */
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,4})?(?:px|rem|em))$/;
/** `system-ui, "Segoe UI", sans-serif`: family names, bare or in balanced quotes, separated by commas. */
const FAMILY = `(?:[a-z0-9 -]{1,60}|"[a-z0-9 -]{1,60}"|'[a-z0-9 -]{1,60}')`;
const FONT = new RegExp(`^${FAMILY}(?:\\s*,\\s*${FAMILY}){0,9}$`, 'i');

const GRAMMAR: Record<FrameThemeParameter, RegExp> = {
  theme_primary: COLOR,
  theme_on_primary: COLOR,
  theme_focus: COLOR,
  theme_surface: COLOR,
  theme_text: COLOR,
  theme_text_muted: COLOR,
  theme_border: COLOR,
  theme_radius: LENGTH,
  theme_focus_width: LENGTH,
  theme_font: FONT,
  theme_font_size: LENGTH,
};

/**
 * The theme parameters whose values fit their grammar, from any source (the computed style of the checkout, or a
 * request's query); anything else is left out, and the frame keeps its own default for it.
 */
export function frameTheme(valueOf: (parameter: FrameThemeParameter, property: string) => unknown): FrameTheme {
  const theme: FrameTheme = {};
  for (const [parameter, property] of Object.entries(FRAME_THEME) as [FrameThemeParameter, string][]) {
    const value = valueOf(parameter, property);
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (GRAMMAR[parameter].test(trimmed)) theme[parameter] = trimmed;
  }
  return theme;
}
