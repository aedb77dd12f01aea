import sanitizeHtml from 'sanitize-html';

/**
 * What the editor (Mantine's Tiptap) produces and the customer app may render: headings,
 * text marks, lists, quotes, code, links and images. Anything else — scripts, styles, event
 * handlers, iframes, `javascript:` or `data:` URLs — is dropped before the article is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // a dropped <script> or <style> takes its text with it
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
};

export const sanitizeContent = (html: string): string => sanitizeHtml(html, OPTIONS);
