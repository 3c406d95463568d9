import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface OperationDoc {
  summary: string;
  description?: string;
}

/**
 * The controllers' doc comments by method name (= operation id): the first sentence is the
 * operation's summary, the whole comment its description. Read from the sources with the
 * TypeScript parser when the document is generated (never at runtime: the app serves the
 * committed document).
 */
export function readOperationDocs(sourceRoot: string): Map<string, OperationDoc> {
  const docs = new Map<string, OperationDoc>();
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  for (const file of files) {
    const fullPath = path.join(sourceRoot, file);
    const source = ts.createSourceFile(
      fullPath,
      readFileSync(fullPath, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) {
        const text = node
          .getChildren(source)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join('\n')
          .replace(/\s+/g, ' ')
          .trim();
        if (text) docs.set(node.name.text, toOperationDoc(text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return docs;
}

function toOperationDoc(text: string): OperationDoc {
  const summary = (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).replace(/\.$/, '');
  return summary.length < text.replace(/\.$/, '').length ? { summary, description: text } : { summary };
}
