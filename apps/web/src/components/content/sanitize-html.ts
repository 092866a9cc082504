import { richTextSanitizer } from '@platform/contract/rich-text-sanitizer';
import DOMPurify from 'dompurify';

/** Operator HTML made safe to render with the contract's allow-list (see richTextSanitizer). */
export const sanitizeHtml = richTextSanitizer(DOMPurify());
