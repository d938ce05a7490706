import { jsonPath, type Problem } from './problem.ts';
import { arr, obj, str, texts, type At, type CopyFile, type Json } from './copy-file.ts';

/**
 * What a trade-compliance officer and a pharmaceutical buyer's auditor read before signing off a
 * supplier (issue 48): classifications the company cannot back, claims of testing a trader does not
 * do, disease wording the Drugs and Magic Remedies Act forbids in advertising, and the documents a
 * pharmaceutical buyer asks for. Run with the editorial rules of copy-rules.ts (so in the content
 * check, the editor and CI alike), on the English files; each message says what to write instead.
 *
 * Pure (no file system), like copy-rules.ts; kept apart from it so each rule stays short.
 */

/** Every object under a value with its path (to find each `hsCode`, wherever the schema puts it). */
function objects(value: unknown, at: At = [], out: { at: At; key: string | number | undefined; value: { [key: string]: Json } }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => objects(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    out.push({ at, key: at[at.length - 1], value: value as { [key: string]: Json } });
    for (const [k, v] of Object.entries(value)) objects(v, [...at, k], out);
  }
  return out;
}

type Add = (file: CopyFile, at: At, message: string) => void;

/**
 * An indicative HS code is the company's own reading of the tariff: a note that says it "follows"
 * customs rulings lends it an authority nobody gave it (the last such advice was wrong). A ruling
 * that exists is cited and the code marked "confirmed"; until then the note says who confirms it.
 */
const RULING_AS_BASIS = /\b(?:follows?|following|per|under|according to|based on|in line with|as in|backed by|supported by)\b[^.;:]*\brulings?\b/i;

function hsCodeRulingRule(files: readonly CopyFile[], add: Add) {
  for (const file of files) {
    for (const { at, key, value } of objects(file.data)) {
      if (key !== 'hsCode' || value.status !== 'indicative') continue;
      const note = str(value.note);
      if (RULING_AS_BASIS.test(note)) {
        add(
          file,
          [...at, 'note'],
          'an indicative HS code is our reading of the tariff, not a customs ruling: remove the claim of rulings and say who confirms the code, e.g. "an advance ruling, or your customs broker, confirms the code for your market" (a ruling you hold is cited by number and date, and the code marked "confirmed")',
        );
      }
    }
  }
}

/**
 * A trader keeps an API's containers sealed as the manufacturer packed them: "we test every lot"
 * promises a laboratory test nobody does. What is done is a check of each lot's certificate of
 * analysis against the specification, and independent inspection when a buyer asks for it. Who
 * tests may be named ("the manufacturer tests every batch").
 */
const TESTS_EVERY_LOT = /\btest(?:s|ed|ing)?\b[^.;:]*\b(?:each|every)\s+(?:lot|batch)\b|\b(?:each|every)\s+(?:lot|batch)\s+(?:is\s+)?(?:tested|analy[sz]ed)\b/i;
const NAMES_WHO_TESTS = /manufacturer|producer|\bmaker|mill\b|laborator|inspection agency|certificate of analysis/i;

function everyLotTestedRule(files: readonly CopyFile[], add: Add) {
  for (const file of files) {
    for (const t of texts(file.data)) {
      const clause = t.text.split(/(?<=[.;])\s+/).find((c) => TESTS_EVERY_LOT.test(c) && !NAMES_WHO_TESTS.test(c));
      if (clause) {
        add(
          file,
          t.at,
          'a trader does not test every lot itself (an API\'s containers stay sealed as the manufacturer packed them): say that every lot\'s certificate of analysis is checked against the specification and that independent inspection is available on request, or name who tests',
        );
      }
    }
  }
}

/**
 * Diseases named in the schedule of India's Drugs and Magic Remedies (Objectionable Advertisements)
 * Act, 1954 (diabetes, high blood pressure, heart disease, fevers, rheumatism, disorders of the brain
 * and of menstrual flow, venereal diseases ...): a page may not offer a medicine for them. An API page
 * names its therapeutic class ("antihypertensive", "biguanide antidiabetic") for licensed
 * manufacturers, not the diseases it treats. A class word ("antidiabetic") is not a disease name.
 */
const SCHEDULED_DISEASE =
  /(?<!anti-)\b(?:diabet\w*|hypertensi\w*|hypotensi\w*|blood pressure|cancers?|tumou?rs?|epilep\w*|heart (?:disease|failure|attack)s?|angina|cardiovascular|obesity|tubercul\w*|pneumonia|rheumat\w*|fevers?|typhoid|ulcers?|leprosy|glaucoma|cataracts?|paralysis|impotence|sterility|syphilis|gonorrh\w*|venereal|sexually transmitted|goitre|gall ?stones?|kidney stones?|appendicitis|gangrene|schizophren\w*|depressi\w*|insanity|dysmenorrh\w*|menstrua\w*)\b/i;

function diseaseWordingRule(files: readonly CopyFile[], add: Add) {
  const apiPages = files.filter((f) => f.kind === 'api-products' || (f.kind === 'page' && /^\/business\/api-excipients(\/|$)/i.test(f.address ?? '')));
  for (const file of apiPages) {
    for (const t of texts(file.data)) {
      const disease = SCHEDULED_DISEASE.exec(t.text);
      if (disease) {
        add(
          file,
          t.at,
          `"${disease[0]}" names a disease in the schedule of India's Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954, which a page may not advertise a medicine for: describe the product by its therapeutic class (e.g. "antihypertensive", "biguanide antidiabetic"), supplied to licensed manufacturers`,
        );
      }
    }
  }
}

const PHARMA_KINDS = new Set(['api', 'excipient']);

/**
 * The pharmacopoeias replaced the heavy-metals test (USP <231>, Ph. Eur. 2.4.8) with elemental
 * impurities assessed per ICH Q3D (USP <232>/<233>, Ph. Eur. 5.20): a "Heavy metals NMT 20 ppm"
 * row reads as an out-of-date specification to a buyer's quality unit.
 */
function heavyMetalsRule(files: readonly CopyFile[], add: Add) {
  for (const file of files.filter((f) => f.kind === 'api-products')) {
    const data = obj(file.data);
    if (!PHARMA_KINDS.has(str(data.kind))) continue;
    arr(data.specifications).forEach((row, i) => {
      if (/heavy metals/i.test(str(obj(row).label))) {
        add(file, ['specifications', i, 'label'], 'the pharmacopoeias replaced the heavy-metals test with elemental impurities assessed per ICH Q3D (USP <232>/<233>, Ph. Eur. 5.20): write "Elemental impurities": "Complies with ICH Q3D"');
      }
    });
  }
}

/**
 * A grade made for injections is tested for bacterial endotoxins (and says so in its name or its
 * specification). A use in injections or infusions offered on any other grade says that the
 * parenteral grade is supplied on request.
 */
const PARENTERAL_USE = /intraven|infusion|injection|injectable|parenteral|lyophili[sz]/i;

function parenteralRule(files: readonly CopyFile[], add: Add) {
  for (const file of files.filter((f) => f.kind === 'api-products')) {
    const data = obj(file.data);
    const parenteralGrade = /injection|parenteral/i.test(str(data.productName)) || arr(data.specifications).some((row) => /endotoxin/i.test(str(obj(row).label)));
    if (parenteralGrade) continue;
    arr(data.industries).forEach((group, gi) =>
      arr(obj(group).items).forEach((item, ii) => {
        const use = [str(obj(group).title), ...texts(item).map((t) => t.text)].join(' ');
        if (PARENTERAL_USE.test(use) && !/on request/i.test(use)) {
          add(
            file,
            ['industries', gi, 'items', ii],
            'this grade is not made for injections (its specification has no bacterial endotoxin test): offer this use as "parenteral grade on request", or list the injection grade as its own product',
          );
        }
      }),
    );
  }
}

/** Documents a product offers, each as one line of text (its type, title and note). */
const documentTexts = (data: unknown) => arr(obj(data).documents).map((d) => [str(obj(d).type), str(obj(d).title), str(obj(d).note)].join(' '));

/**
 * Metformin and the sartans have had nitrosamine recalls, so their buyers ask for the
 * manufacturer's nitrosamine risk statement before a sample. (The EU written confirmation, Directive
 * 2001/83/EC Art. 46b, is offered on the APIs whose makers hold one; it is not required of every
 * API here: a rule demanding it would make an editor offer a document a maker may not hold.)
 */
function pharmaBuyerDocumentsRule(files: readonly CopyFile[], add: Add) {
  for (const file of files.filter((f) => f.kind === 'api-products')) {
    const data = obj(file.data);
    if (str(data.kind) !== 'api') continue;
    const docs = documentTexts(data);
    if (/metformin|sartan\b/i.test(str(data.productName)) && !docs.some((d) => /nitrosamine/i.test(d))) {
      add(file, ['documents'], 'offer the manufacturer\'s nitrosamine risk assessment statement on request: buyers of metformin and the sartans ask for it before they test a sample');
    }
  }
}

/**
 * A company that sells APIs shows the licence it trades them under (a wholesale drug licence) among
 * its credentials, or says that the manufacturers' licences are supplied with each offer.
 */
const DRUG_LICENCE = /drug licen[cs]e|manufacturers?'?s?\W+(?:drug |manufacturing )?licen[cs]es? (?:are|is) (?:supplied|sent|provided)/i;

function drugLicenceRule(files: readonly CopyFile[], add: Add) {
  const sellsApis = files.some((f) => f.kind === 'api-products' && str(obj(f.data).kind) === 'api' && obj(f.data).hidden !== true);
  if (!sellsApis) return;
  for (const file of files.filter((f) => f.kind === 'page')) {
    const sections = arr(obj(file.data).sections).map(obj);
    const gallery = sections.findIndex((s) => s.type === 'gallery' && arr(s.items).some((i) => 'registrationNumber' in obj(i)));
    if (gallery < 0) continue;
    if (!texts(file.data).some((t) => DRUG_LICENCE.test(t.text))) {
      add(
        file,
        ['sections', gallery, 'items'],
        'the catalogue sells APIs: add the wholesale drug licence they are traded under as a tile (e.g. "Wholesale drug licence (Forms 20B and 21B)"), or say on this page that the manufacturers\' licences are supplied with each offer',
      );
    }
  }
}

/**
 * A cashew grade's count depends on whose specification it is: the AFI's W180 is 120-180 kernels a
 * pound, India's export specification (Cashew Export Promotion Council of India) 170-180. A count
 * range names the specification it comes from, in its sentence or in its table.
 */
const COUNT_STANDARD = /\bAFI\b|Cashew Export Promotion Council|\bCEPCI\b/;
const COUNT_RANGE = /\d+\s*(?:-|–|to)\s*\d+\s+kernels (?:per|a|to the) (?:lb|pound)/i;
const countMessage = 'a cashew count depends on the specification: name it (e.g. "the AFI specification", or India\'s export specification from the Cashew Export Promotion Council of India, whose W180 is 170-180 a pound)';

function cashewCountStandardRule(files: readonly CopyFile[], add: Add) {
  for (const file of files.filter((f) => f.kind === 'page')) {
    for (const t of texts(file.data)) {
      if (COUNT_RANGE.test(t.text) && !COUNT_STANDARD.test(t.text)) add(file, t.at, countMessage);
    }
    arr(obj(file.data).sections).forEach((value, si) => {
      const section = obj(value);
      if (section.type !== 'table' || !arr(section.columns).some((c) => /per (?:lb|pound)|454 g/i.test(texts(c).map((t) => t.text).join(' ')))) return;
      const grades = arr(section.rows).some((row) => /^S?W\d{3}$/.test(texts(arr(row)[0]).map((t) => t.text).join('').trim()));
      const said = [section.heading, section.intro, section.caption, section.note].map(str).join(' ');
      if (grades && !COUNT_STANDARD.test(said)) add(file, ['sections', si, section.note === undefined ? 'rows' : 'note'], countMessage);
    });
  }
}

/** The compliance rules' problems for these files (the whole content, or one entry). */
export function complianceProblems(files: readonly CopyFile[]): Problem[] {
  const problems: Problem[] = [];
  const add: Add = (file, at, message) => problems.push({ file: file.file, path: jsonPath(at), message });
  hsCodeRulingRule(files, add);
  everyLotTestedRule(files, add);
  diseaseWordingRule(files, add);
  heavyMetalsRule(files, add);
  parenteralRule(files, add);
  pharmaBuyerDocumentsRule(files, add);
  drugLicenceRule(files, add);
  cashewCountStandardRule(files, add);
  return problems;
}
