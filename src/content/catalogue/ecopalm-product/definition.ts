import { defineKind, keyedByFileName } from '../../define-kind.ts';
import { certificateWords } from '../../certificate-types.ts';
import { ecopalmProductRules } from './schema.ts';

export const ecopalmProducts = defineKind({
  name: 'ecopalm-products',
  jsonSchema: 'ecopalm-product',
  ...ecopalmProductRules,
  ...keyedByFileName,
  title: (e) => e.title,
  description: (e) => e.summary,
  parent: { kind: 'ecopalm-categories', field: 'category', key: (e) => e.category },
  summary: (e) => ({ title: e.title, summary: e.summary, image: e.image, ...(e.tradeDetails?.certificates && { certificates: e.tradeDetails.certificates }) }),
  search: (e) => ({ synonyms: e.synonyms, hsCodes: e.tradeDetails?.hsCode ? [e.tradeDetails.hsCode.code] : [], keywords: [...e.sizes, ...certificateWords(e.tradeDetails?.certificates)] }),
  route: {
    id: 'ecopalm-product',
    path: '/business/ecopalm-products/:categoryId/:cardId',
    param: 'cardId',
    parentParam: 'categoryId',
    parent: 'ecopalm-category',
  },
  facts: (e) => [
    { name: 'Material', value: e.material },
    { name: 'Sizes', value: e.sizes.join('; ') },
  ],
  quoteField: 'title',
  view: 'ecopalm-product',
});
