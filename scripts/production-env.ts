// Imported first by scripts/build.ts, before anything loads React: React picks its development or
// production build when first loaded, and the renderer's react-dom (loaded during the build, in
// production mode) must meet the same React.
process.env.NODE_ENV = 'production';
