import { loadedSection, type SectionContent } from './registry.ts';

export function SectionView({ section }: { section: SectionContent }) {
  const Component = loadedSection(section.type);
  return <Component section={section} />;
}
