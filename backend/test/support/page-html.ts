import { BOOT_DOCUMENTS_ID } from '../../src/platform/frontend-hosting/page-html';

const BOOT_DOCUMENTS = new RegExp(
  `\\s*<script type="application/json" id="${BOOT_DOCUMENTS_ID}">([\\s\\S]*?)</script>\\n  (?=</head>)`,
);

/** The documents the page carries for the shell (withBootDocuments), parsed. */
export function bootDocumentsOf(html: string): Record<string, unknown> {
  const match = BOOT_DOCUMENTS.exec(html);
  if (!match) throw new Error('The page carries no boot documents');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** The page as the server rendered it before adding the boot documents every page carries. */
export function withoutBootDocuments(html: string): string {
  return html.replace(BOOT_DOCUMENTS, '');
}
