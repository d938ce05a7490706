import { z } from 'zod';
import { iconName, sectionHeading } from '../primitives.ts';

export const featuresSection = z
  .strictObject({
    type: z.literal('features'),
    ...sectionHeading,
    heading: z.string().min(1),
    items: z.array(z.strictObject({ icon: iconName, title: z.string().min(1), text: z.string().min(1) })).min(1),
  })
  .meta({ description: 'Icon, title and text items, e.g. Vision & Mission or core values.' });
