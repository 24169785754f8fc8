import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { compile, render, safe, TemplateError } from '../src/index.js'

describe('output', () => {
  test('variables and paths', () => {
    assert.equal(render('Hi {{ name }}!', { name: 'Ada' }), 'Hi Ada!')
    assert.equal(render('{{ user.address.city }}', { user: { address: { city: 'Oslo' } } }), 'Oslo')
    assert.equal(render('{{ items.1 }}', { items: ['a', 'b'] }), 'b')
    assert.equal(render('[{{ missing }}]', {}), '[]')
  })

  test('escaping, and raw output', () => {
    const data = { html: '<b>"x" & \'y\'</b>' }
    assert.equal(render('{{ html }}', data), '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;')
    assert.equal(render('{{{ html }}}', data), data.html)
    assert.equal(render('{{& html }}', data), data.html)
    assert.equal(render('{{ html }}', { html: safe('<i>ok</i>') }), '<i>ok</i>')
  })

  test('comments and white space control', () => {
    assert.equal(render('a{{! nothing }}b{{!-- {{ not a tag }} --}}c', {}), 'abc')
    assert.equal(render('a   {{~ x ~}}   b', { x: '-' }), 'a-b')
  })
})

describe('filters', () => {
  test('chains of filters with arguments', () => {
    assert.equal(render('{{ name | upper }}', { name: 'ada' }), 'ADA')
    assert.equal(render('{{ name | default "anonymous" | title }}', {}), 'Anonymous')
    assert.equal(render('{{ words | join " / " }}', { words: ['a', 'b'] }), 'a / b')
    assert.equal(render('{{ text | truncate 12 }}', { text: 'the quick brown fox' }), 'the quick…')
    assert.equal(render('{{ n | pluralize "file" }}', { n: 2 }), '2 files')
    assert.equal(render('{{ cents | currency }}', { cents: 123450 }), 'EUR 1,234.50')
    assert.equal(render('{{ when | date "short" }}', { when: '2026-11-30T10:00:00Z' }), '30 Nov 2026')
    assert.equal(render('{{ title | slugify }}', { title: 'Hello, Wörld!' }), 'hello-world')
  })

  test('json is safe inside a script block', () => {
    assert.equal(render('{{ data | json }}', { data: { a: '</script>' } }), '{"a":"\\u003c/script\\u003e"}')
  })

  test('custom filters, and unknown ones', () => {
    const shout = compile('{{ x | shout }}', { filters: { shout: (value) => `${value}!` } })
    assert.equal(shout({ x: 'hey' }), 'hey!')
    assert.throws(() => render('{{ x | nope }}', { x: 1 }), /unknown filter: nope \(at 1:1\)/)
  })
})

describe('blocks', () => {
  test('if, else, unless and expressions', () => {
    const tpl = compile('{{#if count > 1 and not hidden}}many{{else}}few{{/if}}')
    assert.equal(tpl({ count: 3 }), 'many')
    assert.equal(tpl({ count: 3, hidden: true }), 'few')
    assert.equal(render('{{#unless items}}empty{{/unless}}', { items: [] }), 'empty')
    assert.equal(render('{{#if role == "admin" or owner}}yes{{/if}}', { owner: true }), 'yes')
  })

  test('each over a list, with else for an empty one', () => {
    const tpl = compile('{{#each items as item}}<{{ item }}>{{else}}none{{/each}}')
    assert.equal(tpl({ items: ['a', 'b'] }), '<a><b>')
    assert.equal(tpl({ items: [] }), 'none')
  })

  test('each over an object, with @key', () => {
    assert.equal(render('{{#each prices}}{{ @key }}={{ this }};{{/each}}', { prices: { tea: 2, cake: 4 } }), 'tea=2;cake=4;')
  })

  test('@index and @first', () => {
    const tpl = '{{#each names}}{{#if @first}}[{{/if}}{{ @index }}:{{ this }} {{/each}}'
    assert.equal(render(tpl, { names: ['x', 'y'] }), '[0:x 1:y ')
  })

  test('@last: a list joined with commas, none after the last item', () => {
    const tpl = '{{#each tags as tag}}{{ tag }}{{#unless @last}}, {{/unless}}{{/each}}'
    assert.equal(render(tpl, { tags: ['red', 'green', 'blue'] }), 'red, green, blue')
    assert.equal(render(tpl, { tags: ['solo'] }), 'solo')
  })

  test('nested loops see the outer scope through ../', () => {
    const tpl = '{{#each groups}}{{#each members}}{{ ../name }}/{{ this }} {{/each}}{{/each}}'
    const data = { groups: [{ name: 'a', members: [1, 2] }, { name: 'b', members: [3] }] }
    assert.equal(render(tpl, data), 'a/1 a/2 b/3 ')
  })

  test('with, and partials', () => {
    const tpl = compile('{{#with user}}{{> card}}{{/with}}', {
      partials: { card: '<div>{{ name }} ({{ age }})</div>' }
    })
    assert.equal(tpl({ user: { name: 'Ada', age: 36 } }), '<div>Ada (36)</div>')
  })
})

describe('errors', () => {
  test('syntax errors name the place', () => {
    assert.throws(() => compile('line\n  {{#if x}}open'), /{{#if}} is never closed: add {{\/if}} \(at 2:3\)/)
    assert.throws(() => compile('{{#if x}}{{/each}}'), /{{\/each}} closes {{#if}} opened at 1:1/)
    assert.throws(() => compile('{{ "open }}'), TemplateError)
    assert.throws(() => compile('{{#loop x}}{{/loop}}'), /unknown block: #loop/)
  })

  test('strict mode refuses unknown names', () => {
    assert.equal(render('[{{ nope }}]', {}), '[]')
    assert.throws(() => render('{{ nope }}', {}, { strict: true }), /unknown name: nope/)
  })

  test('a partial that includes itself stops', () => {
    const tpl = compile('{{> loop}}', { partials: { loop: 'x{{> loop}}' } })
    assert.throws(() => tpl({}), /nested deeper than 64 levels/)
  })
})
