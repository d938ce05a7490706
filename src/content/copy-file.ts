/** A content file as the copy rules read it (its own module: copy-rules and compliance-rules both read it). */
export interface CopyFile {
  /** The file as problems name it. */
  file: string;
  /** "site", "page", or the catalogue collection. */
  kind: string;
  /** A page's address ("/business/ecopalm-products"). */
  address?: string;
  data: unknown;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type At = (string | number)[];

/** Keys whose strings are not copy a buyer reads as a claim (addresses, ids, picture descriptions, codes). */
const NOT_COPY = new Set(['$schema', 'src', 'to', 'url', 'id', 'alt', 'smiles', 'casNumber', 'chemicalFormula', 'network', 'icon', 'type', 'collection', 'file', 'category', 'parent']);

export interface Text {
  at: At;
  text: string;
}

/** Every string of copy in a value, with its path. */
export function texts(value: unknown, at: At = [], key = ''): Text[] {
  if (typeof value === 'string') return NOT_COPY.has(key) ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, [...at, i], key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, [...at, k], k));
  return [];
}

export const obj = (v: unknown): { [key: string]: Json } => (v && typeof v === 'object' && !Array.isArray(v) ? (v as { [key: string]: Json }) : {});
export const arr = (v: unknown): Json[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
