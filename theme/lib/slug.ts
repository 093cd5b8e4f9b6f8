// Heading ids for headings the theme renders itself (a page's fallback H1 from its title, the group
// titles of overview pages), as GitHub and Rspress's Markdown headings make them: lower-cased, spaces
// to '-', everything but letters, marks, decimal digits, '_' and '-' dropped.
//
// Rspress uses github-slugger for this, whose 8 KB table of Unicode ranges sat in every page's first
// load. The same rule with Unicode property escapes is a few bytes; it was checked against
// github-slugger over every code point (slug.test.ts): identical, except for letters added to Unicode
// after github-slugger's table was made, which it drops and this keeps.
const NOT_SLUG = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\- ]/gu;

export function slug(value: string, maintainCase = false): string {
  if (typeof value !== 'string') return '';
  return (maintainCase ? value : value.toLowerCase()).replace(NOT_SLUG, '').replace(/ /g, '-');
}
