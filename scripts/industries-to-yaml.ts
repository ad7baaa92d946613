/**
 * `npx tsx scripts/industries-to-yaml.ts`: writes the industry pages of the TypeScript modules
 * content/industries/pages/<slug>.ts as the entries the site reads, content/industries/entries/<slug>.yaml
 * (issue 40), then as the editor saves them (`npm run content:normalise`). Re-runnable: run it again after an edit to a
 * module, then `npm run content:check`; delete it, and the modules with content/industries/types.ts's IndustryPage,
 * once nobody edits the modules any more.
 *
 * It reads each module's source (TypeScript's parser), not its values, so a figure the module quotes stays a
 * placeholder in the file: `figureStat('k')` becomes {{fact.k.value}} / {{fact.k.label}}, `offers.x.name` and
 * `offerTimelines.x.mvp` become {{offer.x.name}} / {{offer.x.mvp}}, `companyFigures.k.value` and `practiceFigures.k.value`
 * {{fact.k.value}}, a case study's metric or a project's result {{caseStudy.<id>.metrics.<n>.value}} and
 * {{project.<id>.result.value}} (content/page-values.ts). An expression it does not know stops it, naming the file and
 * the expression, rather than copying a number into the file. The name, menu group, icon and artwork are kept from
 * the entry's file when it exists (they live only there now).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse, stringify } from 'yaml';
import { pageCollections } from '../content/read';
import { blockSchemas, type BlockKind } from '../content/shared/section-blocks';
import { shapeOf } from '../content/shared/zod-keystatic';
import { industrySchema } from '../content/industries/schema';

const pagesDir = 'content/industries/pages';
const entriesDir = 'content/industries/entries';

/** The catalog as it was in content/industries/catalog.ts, for a page that has no file yet. */
const firstRun: Record<string, { name: string; group: string; icon: string; art: string }> = {
  automotive: { name: 'Automotive', group: 'Transportation', icon: 'car', art: 'industry-automotive' },
  fintech: { name: 'Fintech', group: 'Financial', icon: 'landmark', art: 'industry-fintech' },
  healthcare: { name: 'Healthcare', group: 'Healthcare', icon: 'stethoscope', art: 'industry-healthcare' },
  'real-estate': { name: 'Real Estate', group: 'Property', icon: 'building', art: 'industry-real-estate' },
  retail: { name: 'Retail', group: 'Commerce', icon: 'store', art: 'industry-retail' },
};

/** A value the module reads from elsewhere: a placeholder path, filled when the page is built. */
class Ref {
  constructor(readonly key: string) {}
  get(part: string): Ref {
    return new Ref(`${this.key}.${part}`);
  }
}

type Value = string | number | boolean | Ref | Value[] | { [key: string]: Value };

/** The module's imports a page may read, as placeholder roots (content/page-values.ts). */
const roots: Record<string, (name: string) => Ref> = {
  offers: (id) => new Ref(`offer.${id}`),
  offerTimelines: (id) => new Ref(`offer.${id}`),
  companyFigures: (key) => new Ref(`fact.${key}`),
  practiceFigures: (key) => new Ref(`fact.${key}`),
  facts: (key) => new Ref(`fact.${key}`),
  site: (key) => new Ref(`site.${key}`),
};

const asText = (value: Value, where: string): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value instanceof Ref) return `{{${value.key}}}`;
  throw new Error(`${where}: cannot write ${JSON.stringify(value)} into text`);
};

/** A statistic read from elsewhere, written as its two placeholders. */
const statOf = (ref: Ref): Value => ({ value: `{{${ref.key}.value}}`, label: `{{${ref.key}.label}}` });

function convert(file: string): Record<string, Value> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fail = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${file}:${line + 1}: ${what}: ${node.getText().slice(0, 120)} (teach scripts/industries-to-yaml.ts this expression)`);
  };
  const scope = new Map<string, Value>();

  // Calls the modules make: the fact sheet, a case study, a portfolio project, a reported result.
  const calls: Record<string, (args: Value[], node: ts.Node) => Value> = {
    figureStat: ([key]) => statOf(new Ref(`fact.${String(key)}`)),
    getCaseStudy: ([id]) => new Ref(`caseStudy.${String(id)}`),
    project: ([id]) => new Ref(`project.${String(id)}`),
    reported: ([result, label], node) => {
      if (!(result instanceof Ref)) return fail(node, 'reported() of a value that is not a result');
      return { value: `{{${result.key}.value}}`, label: `{{${result.key}.label}} (${asText(label as Value, file)})` };
    },
  };

  const evaluate = (node: ts.Node): Value => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) return evaluate(node.expression);
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce((text, span) => text + asText(evaluate(span.expression), file) + span.literal.text, node.head.text);
    }
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.map((element) => {
        const value = evaluate(element);
        return value instanceof Ref ? statOf(value) : value;
      });
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: Record<string, Value> = {};
      for (const property of node.properties) {
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : fail(property, 'a property without a plain name');
        if (ts.isPropertyAssignment(property)) {
          const value = evaluate(property.initializer);
          object[name] = value instanceof Ref ? asText(value, file) : value;
        }
        else if (ts.isGetAccessorDeclaration(property) && property.body) object[name] = evaluateBody(property.body);
        else fail(property, 'a property of a kind the script does not read');
      }
      return object;
    }
    if (ts.isIdentifier(node)) {
      const local = scope.get(node.text);
      if (local !== undefined) return local;
      return fail(node, 'a name the script does not know');
    }
    if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression) && roots[node.expression.text] && !scope.has(node.expression.text)) return roots[node.expression.text]!(node.name.text);
      const object = evaluate(node.expression);
      if (object instanceof Ref) return object.get(node.name.text);
      if (typeof object === 'object' && !Array.isArray(object) && node.name.text in object) return object[node.name.text]!;
      return fail(node, 'a property the script cannot read');
    }
    if (ts.isElementAccessExpression(node)) {
      const object = evaluate(node.expression);
      const index = evaluate(node.argumentExpression);
      if (object instanceof Ref) return object.get(String(index));
      return fail(node, 'an element the script cannot read');
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const call = calls[node.expression.text];
      if (!call) return fail(node, 'a call the script does not know');
      return call(node.arguments.map(evaluate), node);
    }
    return fail(node, 'an expression the script does not read');
  };

  /** A getter's body: its local constants, then what it returns. */
  const evaluateBody = (body: ts.Block): Value => {
    for (const statement of body.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) scope.set(declaration.name.text, evaluate(declaration.initializer));
        }
      } else if (ts.isReturnStatement(statement) && statement.expression) {
        return evaluate(statement.expression);
      } else {
        fail(statement, 'a statement the script does not read');
      }
    }
    return fail(body, 'a getter that returns nothing');
  };

  let page: Value | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'page' && declaration.initializer) page = evaluate(declaration.initializer);
    }
  });
  if (!page || typeof page !== 'object' || Array.isArray(page) || page instanceof Ref) throw new Error(`${file}: no \`const page = {...}\``);
  return page;
}

/** An object's keys in the order of a schema's shape (the order the editor writes them in). */
function ordered(value: Record<string, Value>, keys: readonly string[]): Record<string, Value> {
  const unknown = Object.keys(value).filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new Error(`fields the schema does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]!]));
}

function block(section: Value): Value {
  const { kind, ...value } = section as Record<string, Value>;
  const discriminant = String(kind) as BlockKind;
  return { discriminant, value: ordered(value, Object.keys(shapeOf(blockSchemas[discriminant]))) };
}

mkdirSync(entriesDir, { recursive: true });
const written: string[] = [];
for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.ts')).sort()) {
  const file = path.join(pagesDir, name);
  const page = convert(file) as Record<string, Value>;
  const slug = String(page.slug);
  const target = path.join(entriesDir, `${slug}.yaml`);
  const kept = existsSync(target) ? (parse(readFileSync(target, 'utf8')) as Record<string, string>) : firstRun[slug];
  if (!kept) throw new Error(`${file}: no entry file and no first-run catalog row for ${slug}: write ${target}'s name, group, icon and art first`);
  const entry = {
    name: kept.name,
    group: kept.group,
    icon: kept.icon,
    art: kept.art,
    meta: page.meta,
    hero: page.hero,
    summary: page.summary,
    // The page module's fixed order (content/industries/index.ts before issue 40): the proof band after the services.
    sections: [block(page.stats!), block(page.services!), { discriminant: 'proof', value: {} }, block(page.useCases!), block(page.reasons!)],
    closing: page.closing,
  } satisfies Record<string, unknown>;
  const text = stringify(ordered(entry as Record<string, Value>, Object.keys(shapeOf(industrySchema))), { lineWidth: 0 });
  writeFileSync(target, text);
  written.push(target);
}

// Then as the editor saves them (keys in the schema's order, long lines folded), so an editor's first save changes only what they changed.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content-normalise.ts'], { stdio: 'inherit' });

const problems = pageCollections.industries.files.problems();
for (const problem of problems) console.error(problem.message);
console.log(`industries-to-yaml: wrote ${written.join(', ')}${problems.length ? `; ${problems.length} file(s) refused, see above` : '; all valid'}`);
process.exit(problems.length ? 1 : 0);
