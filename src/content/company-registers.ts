/**
 * The ids of the registers (site.json "registers") the company-facts rows link to, one for each
 * registration site.json names. Plain data, so the browser may import it (site.ts is zod).
 */
export const companyFactRegisters = { iec: 'iec', gstin: 'gstin', rcmc: 'rcmc', duns: 'duns', coffeeBoard: 'coffee-board', teaBoard: 'tea-board' } as const;
