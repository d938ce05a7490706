import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `layout` (the whole dictionary: ../ar.ts). */
export const layout: UiStrings['layout'] = {
  skipToContent: 'انتقل إلى المحتوى',
  breadcrumb: 'مسار التنقل',
  socialMedia: 'وسائل التواصل الاجتماعي',
  logoHome: (company) => `${company}، الصفحة الرئيسية`,
  homeHeading: (company, tagline) => `${company}: ${tagline}`,
  personOn: (person, network) => `${person} على ${network}`,
};
