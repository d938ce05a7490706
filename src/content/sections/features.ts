import { z } from 'zod';
import { iconName, multiLine, oneLine, requiredSectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const featuresSection = defineSection('features', {
  ...requiredSectionHeading,
  items: z
    .array(
      z.strictObject({
        icon: iconName,
        title: oneLine().meta({ description: 'The item title, e.g. "Our vision".' }),
        text: multiLine().meta({ description: 'A sentence or two.' }),
      }),
    )
    .min(1)
    .meta({ description: 'The items, in order.' }),
}).meta({ description: 'Icon, title and text items, e.g. Vision & Mission or core values.' });
