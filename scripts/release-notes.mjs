#!/usr/bin/env node
// Prints the release notes of one tag: the CHANGELOG.md section of its
// version, without the heading. The release workflow runs it on the pushed
// tag; it fails (exit 1, the reason on stderr) when the tag is not
// v<major>.<minor>.<patch>[-pre], when it is not v + package.json's version,
// or when the changelog has no section, or an empty one, for that version.
//
//   node scripts/release-notes.mjs v1.2.3 [--changelog FILE] [--package FILE]
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const TAG = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/
const SECTION = /^## \[([^\]]+)\]/
// Keep a Changelog ends with link definitions (`[1.2.3]: https://…`); they
// belong to no section.
const LINK_DEFINITION = /^\[[^\]]+\]:\s/

export class ReleaseError extends Error {}

/** The version of a release tag: `v1.2.3` -> `1.2.3`. */
export function tagVersion(tag) {
  const match = TAG.exec(tag)
  if (!match) {
    throw new ReleaseError(
      `tag ${JSON.stringify(tag)} is not a release tag: expected v<major>.<minor>.<patch>, e.g. v1.2.3`
    )
  }
  return match[1]
}

/** The body of the `## [version]` section of a Keep a Changelog file. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split(/\r?\n/)
  const found = []
  let start = -1
  let end = lines.length
  for (let i = 0; i < lines.length; i++) {
    const heading = SECTION.exec(lines[i])
    if (heading) {
      if (start >= 0) {
        end = i
        break
      }
      found.push(heading[1])
      if (heading[1] === version) start = i + 1
    } else if (start >= 0 && LINK_DEFINITION.test(lines[i])) {
      end = i
      break
    }
  }
  if (start < 0) {
    throw new ReleaseError(
      `CHANGELOG.md has no section "## [${version}]" (sections: ${found.join(', ') || 'none'}); add one before tagging`
    )
  }
  const body = lines.slice(start, end).join('\n').trim()
  if (body === '') {
    throw new ReleaseError(`the CHANGELOG.md section for ${version} is empty`)
  }
  return body + '\n'
}

function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  let changelogPath = `${root}CHANGELOG.md`
  let packagePath = `${root}package.json`
  const positional = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--changelog') changelogPath = argv[++i]
    else if (argv[i] === '--package') packagePath = argv[++i]
    else positional.push(argv[i])
  }
  if (positional.length !== 1) {
    throw new ReleaseError(
      'usage: node scripts/release-notes.mjs <tag> [--changelog FILE] [--package FILE]'
    )
  }
  const version = tagVersion(positional[0])
  const declared = JSON.parse(readFileSync(packagePath, 'utf8')).version
  if (declared !== version) {
    throw new ReleaseError(
      `tag ${positional[0]} does not match package.json version ${declared}: tag v${declared}, or bump the version first`
    )
  }
  process.stdout.write(
    releaseNotes(readFileSync(changelogPath, 'utf8'), version)
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`release-notes: ${error.message}\n`)
    process.exit(1)
  }
}
