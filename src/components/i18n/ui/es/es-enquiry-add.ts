import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `enquiryAdd` (the whole dictionary: ../es.ts). */
export const enquiryAdd: UiStrings['enquiryAdd'] = {
  products: (n, formatted) => `${formatted} ${n === 1 ? 'producto' : 'productos'}`,
  addTo: 'Añadir',
  toEnquiry: 'a la solicitud',
  addName: (product) => `Añadir ${product} a la solicitud`,
  inEnquiry: 'en su solicitud',
  isInEnquiry: (product) => `${product} está en su solicitud`,
  added: (product, products) => `${product} se añadió a su lista de solicitud, que ahora tiene ${products}.`,
  present: (product, products) => `${product} ya está en su lista de solicitud (${products}).`,
  full: (max) => `Su lista de solicitud está completa: admite hasta ${max} productos. Envíela o quite uno en la página de contacto.`,
  cannotAdd: (product) => `${product} no se puede añadir a la lista de solicitud.`,
  storageNotice: 'Este navegador no nos permite guardar la lista, así que solo se conservará hasta que salga del sitio.',
};
