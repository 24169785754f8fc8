import { describe, expect, it } from '@jest/globals'
import { postingPolicy } from '../../src/github/report/posting.js'
import {
  BREAK as Z,
  codeSpan,
  imageAllowed,
  neutralizeHtmlText,
  neutralizeMarkdown,
  neutralizePlain,
  type PostingPolicy,
  STRICT_POLICY,
  tableCodeSpan,
  tableText
} from '../../src/security/neutralize.js'

const policy: PostingPolicy = {
  mentions: ['alice'],
  imageSources: ['https://github.com/user-attachments/']
}
const F = '```'

describe('neutralizeMarkdown', () => {
  it.each([
    // mentions
    ['a user mention', '@torvalds please look', `@${Z}torvalds please look`],
    ['a team mention', 'cc @acme/security-team', `cc @${Z}acme/security-team`],
    ['@ at the start of a later line', 'hi\n@torvalds', `hi\n@${Z}torvalds`],
    ['the requester', '@alice thanks, @Alice.', '@alice thanks, @Alice.'],
    ['a team of the requester', '@alice/team', `@${Z}alice/team`],
    ['a longer login', '@alice-bot @alice_x', `@${Z}alice-bot @${Z}alice_x`],
    [
      'an email',
      'mail a@b.com or x.y@torvalds.dev',
      'mail a@b.com or x.y@torvalds.dev'
    ],
    ['a backslash (GitHub still mentions)', '\\@torvalds', `\\@${Z}torvalds`],
    ['after emphasis', '_x_@torvalds *y*@bob', `_x_@${Z}torvalds *y*@${Z}bob`],
    [
      'an entity @',
      '&#64;torvalds &#x40;a &commat;b',
      `@${Z}torvalds @${Z}a @${Z}b`
    ],
    ['entity letters', '@&#116;orvalds', `@${Z}&#116;orvalds`],
    [
      'in link text',
      '[@torvalds](https://x.example/)',
      `[@${Z}torvalds](https://x.example/)`
    ],
    // references
    [
      'a cross-repository issue',
      'see acme/other-repo#5',
      `see acme/other-repo#${Z}5`
    ],
    ['an escaped #', 'acme/other-repo\\#5', `acme/other-repo\\#${Z}5`],
    ['an entity #', 'acme/repo&#35;5', `acme/repo#${Z}5`],
    [
      'a cross-repository commit',
      'acme/other-repo@abc1234',
      `acme/other-repo@${Z}abc1234`
    ],
    [
      'a same-repository reference',
      'fixes #12, see (#3)',
      'fixes #12, see (#3)'
    ],
    // HTML
    [
      'an img tag',
      '<img src=https://attacker.example/a.png>',
      '&lt;img src=https://attacker.example/a.png>'
    ],
    [
      'details and links',
      '<details><a href="x">y</a>',
      '&lt;details>&lt;a href="x">y&lt;/a>'
    ],
    ['an HTML comment', '<!-- hidden -->', '&lt;!-- hidden -->'],
    ['a comparison', 'a < b > c', 'a < b > c'],
    [
      'an autolink',
      'at <https://medium.example/@user>',
      'at <https://medium.example/@user>'
    ],
    ['an escaped <', '\\<b>', '\\<b>'],
    // images
    [
      'a foreign image',
      '![x](https://attacker.example/?d=1)',
      '[x](https://attacker.example/?d=1)'
    ],
    [
      'nested brackets in the alt',
      '![a [b] c](https://attacker.example/x.png)',
      '[a [b] c](https://attacker.example/x.png)'
    ],
    [
      'an allowed image',
      '![ok](https://github.com/user-attachments/assets/1 "t")',
      '![ok](https://github.com/user-attachments/assets/1 "t")'
    ],
    [
      'a host that only starts like GitHub',
      '![x](https://github.com.attacker.example/user-attachments/a)',
      '[x](https://github.com.attacker.example/user-attachments/a)'
    ],
    [
      'user info before the host',
      '![x](https://github.com@attacker.example/user-attachments/a)',
      '[x](https://github.com@attacker.example/user-attachments/a)'
    ],
    [
      'an entity in the URL',
      '![x](https://github.com/user-attachments/&#46;)',
      '[x](https://github.com/user-attachments/&#46;)'
    ],
    [
      'a reference image',
      '![x][ref]\n\n[ref]: https://attacker.example/a.png',
      '[x][ref]\n\n[ref]: https://attacker.example/a.png'
    ],
    [
      'two bangs',
      '!![x](https://attacker.example/)',
      `!${Z}[x](https://attacker.example/)`
    ],
    ['an escaped bang', '\\![x](y)', '\\![x](y)'],
    [
      'an image in a link',
      '[![x](https://attacker.example/b)](https://c.example/)',
      '[[x](https://attacker.example/b)](https://c.example/)'
    ]
  ])('%s', (_name, input, expected) => {
    expect(neutralizeMarkdown(input, policy)).toBe(expected)
  })

  it.each([
    [
      'a code span',
      'run `@torvalds <img src=x> ![a](https://e.example/)`',
      'run `@torvalds <img src=x> ![a](https://e.example/)`'
    ],
    ['a double-backtick span', '``a ` @torvalds``', '``a ` @torvalds``'],
    [
      'a fenced block',
      `${F}html\n<img src=x> @torvalds acme/r#1\n${F}`,
      `${F}html\n<img src=x> @torvalds acme/r#1\n${F}`
    ],
    ['a tilde fence', '~~~\n@torvalds\n~~~', '~~~\n@torvalds\n~~~'],
    [
      'a suggestion block',
      `${F}suggestion\n@Override\n${F}`,
      `${F}suggestion\n@Override\n${F}`
    ],
    [
      'a fence in a list item, indented as the item',
      `1. run:\n\n   ${F}\n   <b>@x</b>\n   ${F}`,
      `1. run:\n\n   ${F}\n   <b>@x</b>\n   ${F}`
    ]
  ])('leaves code alone: %s', (_name, input, expected) => {
    expect(neutralizeMarkdown(input, policy)).toBe(expected)
  })

  it('closes a fence left open, at its own indentation', () => {
    expect(neutralizeMarkdown(`${F}js\n@x`, policy)).toBe(`${F}js\n@x\n${F}`)
    expect(neutralizeMarkdown(`- a\n\n  ~~~~\n  @x`, policy)).toBe(
      `- a\n\n  ~~~~\n  @x\n  ~~~~`
    )
  })

  it('normalises line ends, so a lone CR cannot end a line behind its back', () => {
    expect(neutralizeMarkdown(`a\r${F}\r@x\r\n${F}`, policy)).toBe(
      `a\n${F}\n@x\n${F}`
    )
  })

  it.each([
    // A list item could end the fence early: GitHub reads @torvalds as text.
    [
      'a dedented line in an indented fence',
      `1. x\n   ${F}\n@torvalds\n   ${F}`
    ],
    ['a block quote', `> ${F}\n> @torvalds\n> ${F}`],
    ['a list marker line', `- ${F}\n  @torvalds\n  ${F}`],
    ['a tab', `\t${F}\n@torvalds\n\t${F}`],
    ['four spaces', `para\n    ${F}\n    @torvalds\n    ${F}`],
    [
      'a deeper closer GitHub may take',
      `- a\n\n  ${F}\n       ${F}\n  @torvalds\n  ${F}`
    ]
  ])('breaks fences it cannot place: %s', (_name, input) => {
    const out = neutralizeMarkdown(input, policy)
    expect(out).toContain(`@${Z}torvalds`)
    // The opening line is broken, so GitHub opens no fence there either.
    expect(out.split('\n').find((line) => line.includes(F))).toContain(Z)
    expect(neutralizeMarkdown(out, policy)).toBe(out)
  })

  it.each([
    // `a` on one line pairs with a backtick on the next in one paragraph.
    [
      'a span across lines',
      'x `a\nb` @torvalds `',
      `x \`a\nb\` @${Z}torvalds \``
    ],
    [
      'a table cell split',
      '| `x | @torvalds | y` |',
      `| \`x | @${Z}torvalds | y\` |`
    ],
    [
      'a pipe in an autolink',
      '| <https://a.example/|@torvalds> |',
      `| &lt;https://a.example/|@${Z}torvalds> |`
    ]
  ])(
    'keeps code spans only where every reading agrees: %s',
    (_n, input, expected) => {
      expect(neutralizeMarkdown(input, policy)).toBe(expected)
    }
  )

  it('starts afresh after a blank line', () => {
    expect(neutralizeMarkdown('x `a\n\n`@torvalds`', policy)).toBe(
      'x `a\n\n`@torvalds`'
    )
  })

  it('is idempotent', () => {
    const input = `@bob <b> ![x](https://e.example/) acme/r#1\n> ${F}\n@c\n${F}js\n<i>`
    const once = neutralizeMarkdown(input, policy)
    expect(neutralizeMarkdown(once, policy)).toBe(once)
  })

  it('allows no mention and no image under the strict policy', () => {
    expect(
      neutralizeMarkdown(
        '@alice ![a](https://github.com/user-attachments/x)',
        STRICT_POLICY
      )
    ).toBe(`@${Z}alice [a](https://github.com/user-attachments/x)`)
  })
})

describe('neutralizePlain and neutralizeHtmlText', () => {
  it('neutralises mentions and references in titles and commit messages, nothing else', () => {
    expect(
      neutralizePlain(
        'agent: fix @torvalds acme/other-repo#5 <b> `x` @alice #3',
        policy
      )
    ).toBe(`agent: fix @${Z}torvalds acme/other-repo#${Z}5 <b> \`x\` @alice #3`)
  })

  it("escapes HTML and keeps text on one line inside the action's HTML", () => {
    expect(
      neutralizeHtmlText('a <img src=x> & "q"\n\n![i](u) @bob', policy)
    ).toBe(`a &lt;img src=x&gt; &amp; &quot;q&quot; ![i](u) @${Z}bob`)
  })
})

describe('code spans the action writes', () => {
  it.each([
    ['report.ts', '`report.ts`'],
    ['a`b.ts', '``a`b.ts``'],
    ['`x', '`` `x ``'],
    ['x``', '``` x`` ```'],
    ['a\nb\r\nc', '`a b c`'],
    ['', '']
  ])('codeSpan(%j)', (text, expected) => {
    expect(codeSpan(text)).toBe(expected)
  })

  it('escapes pipes in table cells', () => {
    expect(tableCodeSpan('npm test | tail')).toBe('`npm test \\| tail`')
    expect(tableText('a | @bob\nb', policy)).toBe(`a \\| @${Z}bob b`)
  })
})

describe('postingPolicy', () => {
  it("allows GitHub's own image hosts for this repository on github.com", () => {
    const own = postingPolicy(
      'https://github.com/octo/dates/actions/runs/1',
      'alice'
    )
    expect(own.mentions).toEqual(['alice'])
    for (const url of [
      'https://github.com/user-attachments/assets/abc',
      'https://github.com/octo/dates/raw/main/a.png',
      'https://raw.githubusercontent.com/Octo/Dates/main/a.png',
      'https://private-user-images.githubusercontent.com/1/a.png'
    ])
      expect(imageAllowed(url, own)).toBe(true)
    for (const url of [
      'https://attacker.example/a.png',
      'https://raw.githubusercontent.com/attacker/repo/main/a.png',
      'https://github.com/attacker/repo/raw/main/a.png',
      'http://github.com/user-attachments/assets/abc',
      'https://camo.githubusercontent.com/abc'
    ])
      expect(imageAllowed(url, own)).toBe(false)
  })

  it('allows the server itself on GitHub Enterprise Server, and nothing for a bad URL', () => {
    const ghe = postingPolicy('https://ghe.example/o/r/actions/runs/1', null)
    expect(ghe).toEqual({
      mentions: [],
      imageSources: ['https://ghe.example/']
    })
    expect(imageAllowed('https://ghe.example/o/r/raw/a.png', ghe)).toBe(true)
    expect(imageAllowed('https://github.com/user-attachments/a', ghe)).toBe(
      false
    )
    expect(postingPolicy('', 'bob').imageSources).toEqual([])
  })
})
