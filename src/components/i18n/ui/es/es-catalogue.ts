import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `catalogue` (the whole dictionary: ../es.ts). */
export const catalogue: UiStrings['catalogue'] = {
  clearSearch: 'Borrar la búsqueda',
  count: (p) => {
    if (!p.filtered) return p.partial ? `Mostrando ${p.shown} de ${p.total} productos` : `${p.total} productos`;
    const match = `${p.matched} de ${p.total} productos ${p.matchedCount === 1 ? 'coincide' : 'coinciden'}`;
    return p.partial ? `${match}; se muestran ${p.shown}` : match;
  },
  badges: { api: 'IFA', excipient: 'Excipiente', nutraceutical: 'Nutracéutico', 'herbal-extract': 'Extracto vegetal' },
  enquireAbout: 'Solicitar cotización de este producto',
  allOf: (list) => `Todos: ${list}`,
  backTo: (list) => `Volver a ${list}`,
  kinds: { api: 'Ingrediente farmacéutico activo', excipient: 'Excipiente', nutraceutical: 'Ingrediente nutracéutico', 'herbal-extract': 'Extracto vegetal' },
  structureAlt: (name) => `Estructura química 2D de ${name}`,
  alsoKnownAs: 'También conocido como',
  alsoKnownAsList: (names) => `También conocido como ${names}`,
  casNumber: 'Número CAS',
  molecularFormula: 'Fórmula molecular',
  molecularWeight: 'Peso molecular',
  density: 'Densidad',
  grades: 'Grados',
  industrialUses: 'Usos industriales',
  specifications: 'Especificaciones',
  specificationsOf: (name) => `Especificaciones de ${name}`,
  parameter: 'Parámetro',
  specification: 'Especificación',
  sizes: 'Tamaños',
  material: 'Material',
  packing: 'Embalaje',
  productNotFound: 'Producto no encontrado',
};
