import { defineKind, keyedByFileName } from '../../define-kind.ts';
import { ecopalmCategoryRules } from './schema.ts';

export const ecopalmCategories = defineKind({
  name: 'ecopalm-categories',
  jsonSchema: 'ecopalm-category',
  ...ecopalmCategoryRules,
  ...keyedByFileName,
  title: (e) => e.title,
  description: (e) => e.description,
  parent: null,
  summary: (e) => ({ description: e.description, image: e.image }),
  route: { id: 'ecopalm-category', path: '/business/ecopalm-products/:productId', param: 'productId', parent: '/business/ecopalm-products' },
  children: 'ecopalm-products',
  view: 'ecopalm-category',
});
