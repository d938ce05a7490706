import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * The design tokens, defined once. Components use the semantic names (bg-brand, text-ink-muted,
 * rounded-card, shadow-card), never raw colours; the same values are published as CSS variables
 * (--color-brand ...) for the few rules in src/styles/app.css that need them, and read by the
 * build for the web manifest and the browser's theme colour.
 */
export const tokens = {
  color: {
    brand: '#0f4c68',
    'brand-strong': '#0a2e40',
    'brand-soft': '#1f7a99',
    'brand-tint': '#e3f1f5',
    // accent, accent-strong and ink-muted meet WCAG AAA contrast (7:1) where text uses them: ink on
    // an accent button, accent-strong eyebrows and ink-muted text on every light surface (issue 27,
    // item 7: the whole-site axe run has every rule, color-contrast-enhanced included).
    accent: '#e39a3a',
    'accent-strong': '#744206',
    'accent-tint': '#fdf6ea',
    ink: '#0f1b24',
    'ink-muted': '#3d4b56',
    'ink-inverse': '#ffffff',
    surface: '#ffffff',
    'surface-alt': '#f5f8f9',
    'surface-sunken': '#eaf0f2',
    line: '#d7e0e4',
    danger: '#b42318',
    success: '#16603a',
  },
  // Each platform's interface face (San Francisco, Segoe UI, Roboto); Arial's metrics elsewhere.
  // Not `system-ui`: on Linux it is often a wide face that the layouts were not drawn for.
  font: {
    sans: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    // Arabic pages (`<html lang="ar">`): a face that draws both Arabic and Latin first (Apple's and Windows'
    // interface faces, Tahoma, DejaVu Sans on Linux), so a line's Arabic and its Latin product names
    // and CAS numbers share one face's metrics, and the browser does not search the system's fonts
    // for Arabic letters run by run: measured in Chromium on /ar/, the first paint's layout took
    // 22 ms of CPU with the Latin stack and 12-16 ms with this one. Arabic-only faces (Noto) next, then
    // the Latin stack for whatever they lack.
    arabic: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, 'DejaVu Sans', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  radius: { card: '0.875rem', control: '0.5rem' },
  shadow: {
    card: '0 1px 2px rgb(10 46 64 / 0.06), 0 4px 16px rgb(10 46 64 / 0.06)',
    raised: '0 2px 4px rgb(10 46 64 / 0.08), 0 12px 32px rgb(10 46 64 / 0.12)',
  },
  headerHeight: '4.5rem',
} as const;

const v = (name: string) => `var(--${name})`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: v('color-brand'), strong: v('color-brand-strong'), soft: v('color-brand-soft'), tint: v('color-brand-tint') },
        accent: { DEFAULT: v('color-accent'), strong: v('color-accent-strong'), tint: v('color-accent-tint') },
        ink: { DEFAULT: v('color-ink'), muted: v('color-ink-muted'), inverse: v('color-ink-inverse') },
        surface: { DEFAULT: v('color-surface'), alt: v('color-surface-alt'), sunken: v('color-surface-sunken') },
        line: v('color-line'),
        danger: v('color-danger'),
        success: v('color-success'),
      },
      fontFamily: { sans: [v('font-sans')] },
      borderRadius: { card: v('radius-card'), control: v('radius-control') },
      boxShadow: { card: v('shadow-card'), raised: v('shadow-raised') },
      maxWidth: { page: '76rem', prose: '42rem' },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': {
          ...Object.fromEntries(Object.entries(tokens.color).map(([k, value]) => [`--color-${k}`, value])),
          '--font-sans': tokens.font.sans,
          '--radius-card': tokens.radius.card,
          '--radius-control': tokens.radius.control,
          '--shadow-card': tokens.shadow.card,
          '--shadow-raised': tokens.shadow.raised,
          '--header-height': tokens.headerHeight,
        },
        // By the page's own language (the app sets <html lang> as it changes language): an attribute
        // selector, so only Arabic pages inline it (critical-css.ts).
        'html[lang=ar]': { '--font-sans': tokens.font.arabic },
      });
    }),
  ],
} satisfies Config;
