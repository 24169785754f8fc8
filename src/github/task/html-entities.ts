/**
 * HTML character references (`&amp;`, `&#x200b;`, …) decoded to the
 * characters a reader sees, so invisible ones can then be removed.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
  ZeroWidthSpace: '\u200b',
  NegativeVeryThinSpace: '\u200b',
  NegativeThinSpace: '\u200b',
  NegativeMediumSpace: '\u200b',
  NegativeThickSpace: '\u200b',
  NoBreak: '\u2060',
  ApplyFunction: '\u2061',
  af: '\u2061',
  InvisibleTimes: '\u2062',
  it: '\u2062',
  InvisibleComma: '\u2063',
  ic: '\u2063',
  Tab: '\t',
  NewLine: '\n',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  hairsp: '\u200a',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  times: '\u00d7',
  divide: '\u00f7',
  deg: '\u00b0',
  plusmn: '\u00b1',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  sect: '\u00a7',
  para: '\u00b6',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
  harr: '\u2194',
  check: '\u2713',
  colon: ':',
  excl: '!',
  num: '#',
  dollar: '$',
  percnt: '%',
  ast: '*',
  sol: '/',
  bsol: '\\',
  verbar: '|',
  grave: '`',
  lowbar: '_',
  equals: '=',
  plus: '+',
  comma: ',',
  period: '.',
  quest: '?',
  commat: '@',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}'
}

/** Decodes named (common) and numeric character references, in one pass. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? whole
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16)
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd'
      return String.fromCodePoint(code)
    }
  )
}
