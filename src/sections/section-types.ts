import type { PageContent } from '../content/resolved.ts';
import type { SectionType } from '../content/section.ts';

export type SectionContent = PageContent['sections'][number];
export type SectionContentOf<T extends SectionType> = Extract<SectionContent, { type: T }>;
