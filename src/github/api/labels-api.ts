/**
 * The label calls of the Octokit client (labels-types.ts), for `triage`
 * runs: the repository's labels (every page), its newest open issues, and
 * adding labels to an issue (GitHub keeps the ones it has).
 */
import type { LabelsClient, OpenIssue, RepoLabel } from '../labels-types.js'
import { type Api, call, listAll } from './octokit-api.js'

/** Most labels read; GitHub allows about 1,000 on a repository. */
const MAX_LABELS = 1000

function listLabels({ octokit, repo }: Api): Promise<RepoLabel[]> {
  return listAll(
    'GET labels',
    (page) => octokit.rest.issues.listLabelsForRepo({ ...repo, ...page }),
    { cap: MAX_LABELS, keep: 'first' },
    (label) => ({ name: label.name, description: label.description ?? '' })
  )
}

async function listOpenIssues(
  { octokit, repo }: Api,
  count: number
): Promise<OpenIssue[]> {
  const perPage = Math.max(1, Math.min(100, Math.floor(count)))
  const { data } = await call('GET issues', () =>
    octokit.rest.issues.listForRepo({
      ...repo,
      state: 'open',
      sort: 'created',
      direction: 'desc',
      per_page: perPage
    })
  )
  // The issue list holds pull requests too.
  return data
    .filter((issue) => !issue.pull_request)
    .slice(0, perPage)
    .map((issue) => ({
      number: issue.number,
      title: issue.title,
      htmlUrl: issue.html_url
    }))
}

async function addLabels(
  { octokit, repo }: Api,
  issueNumber: number,
  labels: string[]
): Promise<string[]> {
  const { data } = await call('POST issue labels', () =>
    octokit.rest.issues.addLabels({
      ...repo,
      issue_number: issueNumber,
      labels
    })
  )
  return data.map((label) => label.name)
}

export function labelsCalls(api: Api): LabelsClient {
  return {
    listLabels: () => listLabels(api),
    listOpenIssues: (count) => listOpenIssues(api, count),
    addLabels: (issue, labels) => addLabels(api, issue, labels)
  }
}
