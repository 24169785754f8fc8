/**
 * Labels and the issue list of a GitHub world, as GitHub serves them: the
 * repository's labels (paged), the open issues newest first (pull requests
 * included, as GitHub lists them), and adding labels to an issue (422 for
 * a body without a list of names, 404 for an unknown issue; an unknown
 * label is created, as GitHub does). Routes for the HTTP adapter and
 * methods for the memory one, on the same rules.
 */
import type { OpenIssue, RepoLabel } from '../../src/github/labels-types.js'
import type { GitHubClient } from '../../src/github/types.js'
import type { Route } from './http-routes.js'
import { Refused, findIssue } from './rules.js'
import { type GitHubWorld, issueUrl, type Answer } from './world.js'

/** The issues GitHub's list answers with `state=open`, newest first. */
function openIssues(world: GitHubWorld) {
  return [...world.issues.values()]
    .filter((issue) => (issue.state ?? 'open') === 'open')
    .sort((a, b) => b.number - a.number)
    .map((issue) => ({
      ...issue,
      labels: (issue.labels ?? []).map((name) => labelJson(world, name)),
      state: issue.state ?? 'open',
      html_url: issueUrl(world, issue)
    }))
}

/** A label as GitHub's JSON has it on an issue. */
export function labelJson(world: GitHubWorld, name: string) {
  const label = world.labels.find((item) => item.name === name)
  return {
    name,
    description: label?.description ?? null,
    color: label?.color ?? 'ededed'
  }
}

/** `POST …/issues/{n}/labels`: adds, never removes; the issue's labels after. */
function addLabels(world: GitHubWorld, number: number, body: unknown) {
  const issue = findIssue(world, number)
  const labels = (body as { labels?: unknown } | null)?.labels
  if (
    !Array.isArray(labels) ||
    labels.length === 0 ||
    !labels.every((name) => typeof name === 'string' && name.trim() !== '')
  )
    throw new Refused(422, 'Invalid request.', [
      { message: 'labels must be a non-empty list of label names' }
    ])
  for (const name of labels as string[]) {
    const known = world.labels.find(
      (label) => label.name.toLowerCase() === name.toLowerCase()
    )
    const spelled = known?.name ?? name
    if (!known)
      world.labels.push({ name: spelled, description: null, color: 'ededed' })
    const has = issue.labels ?? []
    if (!has.some((label) => label.toLowerCase() === spelled.toLowerCase()))
      issue.labels = [...has, spelled]
  }
  return (issue.labels ?? []).map((name) => labelJson(world, name))
}

export const LABEL_ROUTES = (
  paged: (
    items: unknown[],
    base: string,
    request: Parameters<Route[2]>[2]
  ) => ReturnType<Route[2]>
): Route[] => [
  [
    'GET',
    '<repo>/labels',
    (world, _, request, base) =>
      paged(
        world.labels.map((label) => labelJson(world, label.name)),
        base,
        request
      )
  ],
  [
    'GET',
    '<repo>/issues',
    (world, _, request, base) => {
      if ((request.query.state ?? 'open') !== 'open')
        throw new Refused(422, 'the fake lists only open issues')
      return paged(openIssues(world), base, request)
    }
  ],
  [
    'POST',
    '<repo>/issues/(\\d+)/labels',
    (world, [number], { body }) => ({
      status: 200,
      body: addLabels(world, Number(number), body)
    })
  ]
]

/** The memory adapter's label calls (a GitHubClient's LabelsClient part). */
export function labelMethods(world: GitHubWorld, answer: Answer) {
  return {
    listLabels: () =>
      answer('listLabels', 'GET labels', [], (): RepoLabel[] =>
        world.labels.map((label) => ({
          name: label.name,
          description: label.description ?? ''
        }))
      ),
    listOpenIssues: (count: number) =>
      answer('listOpenIssues', 'GET issues', [count], (): OpenIssue[] =>
        openIssues(world)
          .filter((issue) => !issue.pull_request)
          .slice(0, count)
          .map((issue) => ({
            number: issue.number,
            title: issue.title,
            htmlUrl: issue.html_url
          }))
      ),
    addLabels: (number: number, labels: string[]) =>
      answer('addLabels', 'POST issue labels', [number, labels], () =>
        addLabels(world, number, { labels }).map((label) => label.name)
      )
  } satisfies Partial<GitHubClient>
}
