import { z } from 'zod';

export const noticeSection = z
  .strictObject({
    type: z.literal('notice'),
    text: z.string().min(1).meta({ description: 'The notice text.' }),
  })
  .meta({ description: 'A one-line notice, e.g. while a page is being prepared.' });
