/**
 * Organisation theme (§1: each organisation has its own theme): the colours become CSS variables
 * (`--tf-*`) for our own styles and the Mantine primary colour for components.
 */
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { HEX_COLOUR } from '../../shared/patterns.js';
import type { Theme } from '../../shared/schemas/organisation.js';

export const DEFAULT_THEME: Theme = {
  primary: '#1c7ed6',
  primary_contrast: '#ffffff',
  accent: '#f08c00',
  navbar: '#ffffff',
  navbar_text: '#212529',
  sidenav: '#f8f9fa',
  sidenav_text: '#212529',
};

function mix(hex: string, target: 0 | 255, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Ten shades around the brand colour; shade 6 (Mantine's default primary shade) is the colour itself. */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = HEX_COLOUR.test(hex) ? hex.toLowerCase() : DEFAULT_THEME.primary;
  return [
    mix(base, 255, 0.9),
    mix(base, 255, 0.78),
    mix(base, 255, 0.64),
    mix(base, 255, 0.5),
    mix(base, 255, 0.34),
    mix(base, 255, 0.17),
    base,
    mix(base, 0, 0.14),
    mix(base, 0, 0.28),
    mix(base, 0, 0.42),
  ];
}

export function resolveTheme(theme: Theme | null | undefined): Theme {
  const t = { ...DEFAULT_THEME };
  if (theme) for (const key of Object.keys(t) as (keyof Theme)[]) if (HEX_COLOUR.test(theme[key] ?? '')) t[key] = theme[key];
  return t;
}

const CSS_VARS: Record<keyof Theme, string> = {
  primary: '--tf-primary',
  primary_contrast: '--tf-primary-contrast',
  accent: '--tf-accent',
  navbar: '--tf-navbar',
  navbar_text: '--tf-navbar-text',
  sidenav: '--tf-sidenav',
  sidenav_text: '--tf-sidenav-text',
};

export function applyThemeVariables(theme: Theme, root: HTMLElement = document.documentElement) {
  for (const key of Object.keys(CSS_VARS) as (keyof Theme)[]) root.style.setProperty(CSS_VARS[key], theme[key]);
}

export function mantineTheme(theme: Theme): MantineThemeOverride {
  return createTheme({
    colors: { brand: shadesOf(theme.primary) },
    primaryColor: 'brand',
    primaryShade: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
  });
}
