import { z } from 'zod';
import { asText, fileKeys, image, labelledValue, multiLine, oneLine, paragraphs } from '../../primitives.ts';
import { documents, synonyms, tradeDetails } from '../../trade-details.ts';

export const ecopalmProductSchema = z
  .strictObject({
    ...fileKeys,
    category: asText(oneLine(), 'no').meta({ description: 'Id (file name) of the category this product belongs to.' }),
    title: oneLine().meta({ description: 'The product name, e.g. "10 inch round plate".' }),
    synonyms: synonyms.optional(),
    image,
    summary: multiLine().meta({ description: 'One or two sentences: what the product is and what it is for.' }),
    paragraphs: paragraphs.optional(),
    sizes: z
      .array(oneLine())
      .min(1)
      .meta({ description: 'Sizes offered, one per line, e.g. "10 inch round (25 cm), about 2 cm deep".' }),
    material: multiLine().meta({ description: 'What the product is made of and how.' }),
    packing: multiLine().meta({ description: 'Standard export packing, e.g. pieces per pack and per carton.' }),
    specifications: z
      .array(labelledValue('The parameter, e.g. "Thickness".', 'Its value, e.g. "1.5 to 2 mm".'))
      .default([])
      .meta({ description: 'Rows of the specifications table: label and value.' }),
    tradeDetails: tradeDetails.optional(),
    documents: documents.optional(),
  })
  .meta({ title: 'Eco-palm product', description: 'One areca-palm tableware product; the file name is its id.' });

export type EcopalmProduct = z.output<typeof ecopalmProductSchema>;

/** What the browser may load of the kind (the web editor checks with it): the build's part is definition.ts. */
export const ecopalmProductRules = { schema: ecopalmProductSchema };
