// Decap's string templates (a list item's heading), as decap-cms-app 3.16 ships them; the package has no types.
declare module 'decap-cms-lib-widgets' {
  export const stringTemplate: {
    compileStringTemplate(template: string, date: Date | null, identifier: string, data: unknown): string;
  };
}
