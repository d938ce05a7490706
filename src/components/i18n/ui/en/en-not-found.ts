/** English: the 404 screen (src/templates/not-found-screen.tsx), loaded with it. */
export const notFound = {
  error404: 'Error 404',
  pageNotFound: 'Page not found',
  productNotFound: 'Product not found',
  notInCatalogue: (name: string) => `We could not find “${name}” in our catalogue. It may have been renamed or withdrawn.`,
  pageMissing: 'The page you asked for does not exist or has moved.',
  backTo: (page: string) => `Back to ${page}`,
  goHome: 'Go to the home page',
};
