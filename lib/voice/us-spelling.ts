/**
 * The house's US spelling (docs/voice.md): each British form the site used, or is likely to, mapped to the form
 * Merriam-Webster gives first. One list for every check: content:check (collection files), content/us-spelling.test.ts
 * (the content modules and the components' strings) and e2e/voice.spec.ts (the exported pages' visible text).
 * Only visible text is held to it: code identifiers, CSS classes, URLs, file names, database values ('cancelled') and
 * the names of others ("Centre for X") keep their spelling.
 */

/** Stems written -ise in British and -ize in US English: each takes -e/-ed/-es/-ing/-er/-ers/-ation/-ations. */
const IZE_STEMS = [
  'organ', 'reorgan', 'optim', 'priorit', 'personal', 'normal', 'anonym', 'author', 'unauthor', 'central', 'decentral',
  'random', 'token', 'container', 'visual', 'summar', 'recogn', 'stabil', 'minim', 'maxim', 'capital', 'local',
  'standard', 'digit', 'monet', 'util', 'custom', 'categor', 'emphas', 'special', 'final', 'initial', 'uninitial',
  'serial', 'synchron', 'real', 'apolog', 'critic', 'modern', 'global', 'incentiv', 'operational', 'product',
  'jeopard', 'industrial', 'democrat', 'harmon', 'memor', 'mobil', 'neutral', 'rational', 'revolution', 'sanit',
  'character', 'familiar', 'human', 'item', 'legal', 'vandal', 'virtual',
];
const IZE_ENDINGS: [string, string][] = [
  ['ise', 'ize'], ['ised', 'ized'], ['ises', 'izes'], ['ising', 'izing'], ['iser', 'izer'], ['isers', 'izers'],
  ['isation', 'ization'], ['isations', 'izations'],
];

/** Whole words: British form → US form. */
const WORDS: Record<string, string> = {
  // -our → -or
  colour: 'color', colours: 'colors', coloured: 'colored', colouring: 'coloring', colourful: 'colorful',
  behaviour: 'behavior', behaviours: 'behaviors', behavioural: 'behavioral',
  favour: 'favor', favours: 'favors', favoured: 'favored', favourable: 'favorable', favourite: 'favorite', favourites: 'favorites',
  honour: 'honor', honours: 'honors', honoured: 'honored', labour: 'labor', neighbour: 'neighbor', neighbours: 'neighbors',
  flavour: 'flavor', flavours: 'flavors', flavoured: 'flavored', humour: 'humor', rumour: 'rumor', harbour: 'harbor',
  endeavour: 'endeavor', endeavours: 'endeavors', savour: 'savor', vigour: 'vigor', rigour: 'rigor', odour: 'odor', armour: 'armor',
  // -re → -er
  centre: 'center', centres: 'centers', centred: 'centered', metre: 'meter', metres: 'meters', litre: 'liter', litres: 'liters',
  theatre: 'theater', fibre: 'fiber', calibre: 'caliber', meagre: 'meager', spectre: 'specter',
  // -ce → -se
  licence: 'license', licences: 'licenses', defence: 'defense', offence: 'offense', pretence: 'pretense',
  // -ogue → -og, -amme → -am
  catalogue: 'catalog', catalogues: 'catalogs', analogue: 'analog', programme: 'program', programmes: 'programs',
  // -yse → -yze ('analyses', the plural of analysis, is US too)
  analyse: 'analyze', analyser: 'analyzer', analysers: 'analyzers', analysed: 'analyzed', analysing: 'analyzing', paralyse: 'paralyze', catalyse: 'catalyze',
  // doubled l: Merriam-Webster puts the single l first, for cancel too (cancellation keeps two)
  modelling: 'modeling', modelled: 'modeled', modeller: 'modeler', travelling: 'traveling', travelled: 'traveled', traveller: 'traveler',
  travellers: 'travelers', labelled: 'labeled', labelling: 'labeling', cancelled: 'canceled', cancelling: 'canceling',
  signalled: 'signaled', signalling: 'signaling', fuelled: 'fueled', levelled: 'leveled', channelled: 'channeled',
  counselling: 'counseling', totalled: 'totaled', jewellery: 'jewelry',
  // single l → double l
  enrol: 'enroll', enrols: 'enrolls', enrolment: 'enrollment', fulfil: 'fulfill', fulfils: 'fulfills', fulfilment: 'fulfillment',
  instalment: 'installment', skilful: 'skillful', wilful: 'willful',
  // the rest
  grey: 'gray', greys: 'grays', artefact: 'artifact', artefacts: 'artifacts', cheque: 'check', cheques: 'checks',
  ageing: 'aging', judgement: 'judgment', acknowledgement: 'acknowledgment', practise: 'practice', practised: 'practiced',
  practises: 'practices', practising: 'practicing', learnt: 'learned', spelt: 'spelled', aluminium: 'aluminum', tyre: 'tire',
  tyres: 'tires', storey: 'story', mould: 'mold', sceptical: 'skeptical', manoeuvre: 'maneuver', paediatric: 'pediatric',
  orthopaedic: 'orthopedic', anaesthesia: 'anesthesia', oestrogen: 'estrogen', whilst: 'while',
  enquiry: 'inquiry', enquiries: 'inquiries', enquire: 'inquire', enquired: 'inquired', enquiring: 'inquiring',
  organisational: 'organizational', dependant: 'dependent', dependants: 'dependents',
  'start-up': 'startup', 'start-ups': 'startups', rota: 'rotation', rotas: 'rotations',
  // not British but not Merriam-Webster's first form either: "email" (docs/voice.md)
  'e-mail': 'email', 'e-mails': 'emails', 'e-mailed': 'emailed', 'e-mailing': 'emailing',
  // -ward: Merriam-Webster lists both; AP (and US usage) writes the form without s
  towards: 'toward', afterwards: 'afterward', backwards: 'backward', forwards: 'forward', upwards: 'upward', downwards: 'downward',
};

/** Every British form of the list (lower case) → its US form. */
export const US_SPELLING: ReadonlyMap<string, string> = new Map([
  ...IZE_STEMS.flatMap((stem) => IZE_ENDINGS.map(([uk, us]): [string, string] => [stem + uk, stem + us])),
  ...Object.entries(WORDS),
]);

const pattern = new RegExp(`\\b(?:${[...US_SPELLING.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

/** A British spelling found in a text: the word as written and the US form to write instead (in the same case). */
export interface BritishSpelling {
  word: string;
  us: string;
}

/** Keeps the case of the word replaced: 'Colour' → 'Color', 'COLOUR' → 'COLOR'. */
function inCaseOf(word: string, us: string): string {
  if (word === word.toUpperCase()) return us.toUpperCase();
  if (word[0] === word[0]!.toUpperCase()) return us[0]!.toUpperCase() + us.slice(1);
  return us;
}

/**
 * Names of others that are spelled the British way and stay as their owners write them (a client's company name,
 * "Centre for X"). Add one here, with where it appears, rather than respelling it.
 */
export const KEPT_NAMES: readonly string[] = [
  'Brightside Behavioural Health', // content/company/client-contacts/rebecca-thornton.yaml: the client's company
];

/** Every British spelling of the list in a text (whole words, any case), but in the kept names. */
export function britishSpellings(text: string): BritishSpelling[] {
  const checked = KEPT_NAMES.reduce((rest, name) => rest.split(name).join(' '), text);
  return [...checked.matchAll(pattern)].map(([word]) => ({ word, us: inCaseOf(word, US_SPELLING.get(word.toLowerCase())!) }));
}

/** The text with every British spelling of the list in its US form. */
export function toUsSpelling(text: string): string {
  return text.replace(pattern, (word) => inCaseOf(word, US_SPELLING.get(word.toLowerCase())!));
}
