import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

/**
 * cn() joins classes without resolving conflicts (tailwind-merge cost 6 KB gzipped on the landing page), so a
 * caller's className must never carry a second value for a property its component already sets: `<Card
 * className="p-4">` would give the card both p-5 and p-4, and which one wins would depend on Tailwind's CSS order.
 * This reads every component in web/src whose root takes `cn(..., className)`, gathers every class it can emit
 * (all its variants), and checks each literal className given to it anywhere in web/src with tailwind-merge.
 */
const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({
  path,
  source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
}));

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The class strings an expression can evaluate to, following the file's module-level constants. */
function classStrings(expression: ts.Expression, file: ts.SourceFile, seen = new Set<string>()): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [
      [
        expression.head.text,
        ...expression.templateSpans.flatMap((span) => [...classStrings(span.expression, file, seen), span.literal.text]),
      ].join(' '),
    ];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return classStrings(expression.expression, file, seen);
  if (ts.isBinaryExpression(expression)) {
    const right = classStrings(expression.right, file, seen);
    return expression.operatorToken.kind === ts.SyntaxKind.PlusToken ? [...classStrings(expression.left, file, seen), ...right] : right;
  }
  if (ts.isConditionalExpression(expression))
    return [...classStrings(expression.whenTrue, file, seen), ...classStrings(expression.whenFalse, file, seen)];
  if (ts.isObjectLiteralExpression(expression))
    return expression.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? classStrings(property.initializer, file, seen) : [],
    );
  if (ts.isElementAccessExpression(expression)) return classStrings(expression.expression, file, seen);
  if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
    seen.add(expression.text);
    for (const statement of file.statements) {
      const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
      for (const declaration of declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === expression.text && declaration.initializer)
          return classStrings(declaration.initializer, file, seen);
    }
  }
  return [];
}

const mentionsClassName = (node: ts.Node) => {
  let found = false;
  walk(node, (child) => (found ||= ts.isIdentifier(child) && child.text === 'className'));
  return found;
};

/** Component (or class helper) name → every class its root element can get before the caller's className. */
const componentClasses = new Map<string, Set<string>>();
const calledWithClassName = new Map<string, string[]>();
for (const { source } of files) {
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
    const name = statement.name.text;
    walk(statement.body, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !node.arguments.some(mentionsClassName)) return;
      const callee = node.expression.text;
      if (callee !== 'cn') return void calledWithClassName.set(name, [...(calledWithClassName.get(name) ?? []), callee]);
      const classes = componentClasses.get(name) ?? new Set<string>();
      for (const argument of node.arguments)
        if (!mentionsClassName(argument))
          for (const text of classStrings(argument, source)) for (const c of text.split(/\s+/)) if (c) classes.add(c);
      componentClasses.set(name, classes);
    });
  }
}
// A component that hands its className to a class helper (Button → buttonClasses) can emit the helper's classes.
for (const [name, callees] of calledWithClassName)
  for (const callee of callees) {
    const classes = componentClasses.get(callee);
    if (classes) componentClasses.set(name, new Set([...(componentClasses.get(name) ?? []), ...classes]));
  }

describe('cn', () => {
  it('finds the shared components whose look a className could fight', () => {
    for (const name of ['Button', 'Card', 'Swatch', 'DialogContent', 'TabsTrigger', 'Loading']) {
      expect(componentClasses.get(name)?.size, name).toBeGreaterThan(0);
    }
    expect(componentClasses.get('Button')).toContain('h-10');
  });

  it('no className given to a component overrides a class the component sets itself', () => {
    const conflicts: string[] = [];
    let checked = 0;
    for (const { path, source } of files) {
      walk(source, (node) => {
        if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
        const own = componentClasses.get(node.tagName.getText(source));
        const attribute = node.attributes.properties.find(
          (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText(source) === 'className',
        );
        if (!own || !attribute?.initializer) return;
        const value = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
        if (!value) return;
        checked++;
        for (const given of classStrings(value, source)
          .flatMap((text) => text.split(/\s+/))
          .filter(Boolean))
          for (const c of own)
            if (c !== given && !twMerge(`${c} ${given}`).split(' ').includes(c)) {
              const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
              conflicts.push(`${relative(srcDir, path)}:${line + 1} <${node.tagName.getText(source)}>: '${given}' overrides '${c}'`);
            }
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(conflicts).toEqual([]);
  });

  it('no argument of a cn() call overrides a class that an earlier argument sets', () => {
    const conflicts: string[] = [];
    for (const { path, source } of files) {
      walk(source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'cn') return;
        const argumentClasses = node.arguments.map((argument) =>
          classStrings(argument, source)
            .flatMap((text) => text.split(/\s+/))
            .filter(Boolean),
        );
        argumentClasses.forEach((later, index) => {
          for (const earlier of argumentClasses.slice(0, index).flat())
            for (const given of later)
              if (earlier !== given && !twMerge(`${earlier} ${given}`).split(' ').includes(earlier)) {
                const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
                conflicts.push(`${relative(srcDir, path)}:${line + 1}: '${given}' overrides '${earlier}'`);
              }
        });
      });
    }
    expect(conflicts).toEqual([]);
  });
});
