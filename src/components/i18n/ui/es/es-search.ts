import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `search` (the whole dictionary: ../es.ts). */
export const search: UiStrings['search'] = {
  search: 'Buscar',
  label: 'Buscar productos y páginas',
  placeholder: 'Nombre, número CAS, código SA o grado',
  results: 'Resultados de búsqueda',
  failed: 'No se pudo cargar la búsqueda. Compruebe su conexión e inténtelo de nuevo.',
  hint: 'Escriba el nombre de un producto, otro nombre, un número CAS, un código SA o un grado.',
  count: (n, formatted) => `${formatted} ${n === 1 ? 'resultado' : 'resultados'}`,
  none: (query) => `No hay resultados para «${query}»`,
  maySupply: 'Es posible que podamos suministrarlo:',
  askContact: 'consúltenos en la página de contacto',
  company: 'Empresa',
  matchedCas: (cas) => `CAS ${cas}`,
  matchedHs: (code) => `SA ${code}`,
  matchedGrade: (grade) => `Grado ${grade}`,
  matchedSynonym: (name) => `También conocido como ${name}`,
  lookingFor: (query) => `Busco: ${query}`,
};
