import { richTextSanitizer } from '@platform/contract/rich-text-sanitizer';
import DOMPurify from 'dompurify';

/** Operator HTML as the player site renders it: the contract's allow-list, on DOMPurify. */
export const sanitizeHtml = richTextSanitizer(DOMPurify());
