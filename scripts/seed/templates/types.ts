import type { FileCategory, TemplateTarget } from '@office/domain';
import type { DocxBlock } from './docx';

/** One of the seed's document templates: its record's words and the document's text, merge fields in braces. */
export interface SeedTemplate {
  id: string;
  name: string;
  description: string;
  category: FileCategory;
  appliesTo: TemplateTarget;
  fileName: string;
  blocks: DocxBlock[];
}
