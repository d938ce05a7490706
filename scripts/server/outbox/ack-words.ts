import type { Locale } from '../../../src/content/locales.ts';

/**
 * The buyer's acknowledgement, in the language of the page the enquiry was sent from. The reply
 * promise is the contact page's one ("We usually respond within 1-2 business days",
 * src/content/copy-rules.ts): the mail promises nothing the site does not.
 */
export interface AckWords {
  subject: (reference: string, company: string) => string;
  greeting: (name: string) => string;
  thanks: (company: string) => string;
  reference: (reference: string) => string;
  lines: string;
  noLines: string;
  sample: string;
  promise: string;
  quote: string;
  signature: (company: string) => string;
}

export const ackWords: Record<Locale, AckWords> = {
  en: {
    subject: (reference, company) => `We have received your enquiry ${reference} – ${company}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (company) => `Thank you for your enquiry to ${company}. It has reached our sales team.`,
    reference: (reference) => `Your reference is ${reference}.`,
    lines: 'You asked about:',
    noLines: 'Your message has been passed on to our sales team.',
    sample: 'sample wanted',
    promise: 'We usually respond within 1-2 business days.',
    quote: 'If you write to us about this enquiry, please quote the reference, or simply reply to this e-mail.',
    signature: (company) => `Kind regards,\nThe sales team, ${company}`,
  },
  fr: {
    subject: (reference, company) => `Nous avons bien reçu votre demande ${reference} – ${company}`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: (company) => `Merci pour votre demande adressée à ${company}. Elle a été transmise à notre équipe commerciale.`,
    reference: (reference) => `Votre référence est ${reference}.`,
    lines: 'Vous nous avez interrogés sur :',
    noLines: 'Votre message a été transmis à notre équipe commerciale.',
    sample: 'échantillon souhaité',
    promise: 'Nous répondons généralement sous 1 à 2 jours ouvrés.',
    quote: 'Si vous nous écrivez au sujet de cette demande, merci de rappeler cette référence, ou répondez simplement à cet e-mail.',
    signature: (company) => `Bien cordialement,\nL’équipe commerciale, ${company}`,
  },
  es: {
    subject: (reference, company) => `Hemos recibido su solicitud ${reference} – ${company}`,
    greeting: (name) => `Estimado/a ${name}:`,
    thanks: (company) => `Gracias por su solicitud a ${company}. Ya la tiene nuestro equipo de ventas.`,
    reference: (reference) => `Su referencia es ${reference}.`,
    lines: 'Nos consultó sobre:',
    noLines: 'Su mensaje se ha enviado a nuestro equipo de ventas.',
    sample: 'se desea muestra',
    promise: 'Solemos responder en un plazo de 1 a 2 días hábiles.',
    quote: 'Si nos escribe sobre esta solicitud, indique la referencia, o simplemente responda a este correo.',
    signature: (company) => `Atentamente,\nEl equipo de ventas de ${company}`,
  },
  ar: {
    subject: (reference, company) => `تلقّينا استفسارك ${reference} – ${company}`,
    greeting: (name) => `عزيزي/عزيزتي ${name}،`,
    thanks: (company) => `شكرًا لاستفسارك لدى ${company}. لقد وصل إلى فريق المبيعات لدينا.`,
    reference: (reference) => `الرقم المرجعي لاستفسارك هو ${reference}.`,
    lines: 'استفسرت عن:',
    noLines: 'أُحيلت رسالتك إلى فريق المبيعات لدينا.',
    sample: 'مطلوب عيّنة',
    promise: 'نردّ عادةً خلال يوم إلى يومَي عمل.',
    quote: 'إذا راسلتنا بشأن هذا الاستفسار، فيُرجى ذكر الرقم المرجعي، أو الرد على هذه الرسالة مباشرةً.',
    signature: (company) => `مع أطيب التحيات،\nفريق المبيعات، ${company}`,
  },
};
