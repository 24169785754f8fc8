/**
 * The repository a run works on, and every URL the run builds for it: the
 * git remote, the run's log page, commits, compare views. One place, so
 * github.com, GitHub Enterprise Server and a loopback test double differ
 * only in `serverUrl`.
 */
export interface Repository {
  owner: string
  repo: string
  /** `owner/repo`. */
  fullName: string
  /** `GITHUB_SERVER_URL` without a trailing slash. */
  serverUrl: string
  /** `${serverUrl}/${owner}/${repo}.git`: clone, fetch and push, never with credentials in it. */
  remoteUrl: string
  /** The log page of a workflow run (attempt 1 has no attempt suffix). */
  runUrl(runId: string, attempt: string): string
  /** A commit's page. */
  commitUrl(sha: string): string
  /** The compare view of `head` against `base`, ready to open a pull request. */
  compareUrl(base: string, head: string): string
}

/** Builds the URLs of `owner/repo` on `serverUrl`. */
export function createRepository(input: {
  owner: string
  repo: string
  serverUrl: string
}): Repository {
  const serverUrl = input.serverUrl.replace(/\/+$/, '')
  const web = `${serverUrl}/${input.owner}/${input.repo}`
  return {
    owner: input.owner,
    repo: input.repo,
    fullName: `${input.owner}/${input.repo}`,
    serverUrl,
    remoteUrl: `${web}.git`,
    runUrl: (runId, attempt) =>
      `${web}/actions/runs/${runId}${attempt !== '1' ? `/attempts/${attempt}` : ''}`,
    commitUrl: (sha) => `${web}/commit/${sha}`,
    compareUrl: (base, head) =>
      `${web}/compare/${encodeURIComponent(base)}...${encodeURIComponent(head)}?expand=1`
  }
}
