import { writeUiTypes } from './catalogue.ts';

// `npm run ui:types`: the code's types of the UI words from content/ui/en.json (the build does it too).
console.log(writeUiTypes() ? 'Wrote src/components/i18n/ui-types.ts and ui-modules.d.ts.' : 'The UI types are up to date.');
