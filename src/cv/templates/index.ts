/** The template registry: component, stylesheet and font families of each design. */
import type { ComponentType } from 'react';
import type { TemplateKey } from '../view.js';
import { ClassicTemplate, classicCss } from './classic.js';
import { ExecutiveTemplate, executiveCss } from './executive.js';
import { ModernTemplate, modernCss } from './modern.js';
import type { TemplateProps } from './parts.js';

export type FontFace = { family: string; package: string; weight: number; style: 'normal' | 'italic' };

export type TemplateDefinition = {
  component: ComponentType<TemplateProps>;
  css: string;
  /** CSS font stacks: body text and display (name, headings). */
  body: string;
  display: string;
  faces: FontFace[];
};

const SANS = { family: 'Source Sans 3', package: '@fontsource/source-sans-3' };
const face = (f: { family: string; package: string }, weight: number, style: FontFace['style'] = 'normal'): FontFace => ({ ...f, weight, style });

export const TEMPLATES: Record<TemplateKey, TemplateDefinition> = {
  classic: {
    component: ClassicTemplate,
    css: classicCss,
    body: "'Source Sans 3'",
    display: "'Source Sans 3'",
    faces: [face(SANS, 400), face(SANS, 400, 'italic'), face(SANS, 600), face(SANS, 700)],
  },
  modern: {
    component: ModernTemplate,
    css: modernCss,
    body: "'Source Sans 3'",
    display: "'Lora'",
    faces: [face(SANS, 300), face(SANS, 400), face(SANS, 400, 'italic'), face(SANS, 700), face({ family: 'Lora', package: '@fontsource/lora' }, 600)],
  },
  executive: {
    component: ExecutiveTemplate,
    css: executiveCss,
    body: "'Source Sans 3'",
    display: "'Merriweather'",
    faces: [face(SANS, 400), face(SANS, 400, 'italic'), face(SANS, 600), face({ family: 'Merriweather', package: '@fontsource/merriweather' }, 700)],
  },
};
